/** Exact Spanish messages of the relapse form (data-dictionary §3.9, §6 X16, X17). */
export const MENSAJE_SIN_REMISION_PREVIA_RECAIDA =
  'No consta ninguna remisión (RC, RCh o RCi) previa a esta fecha; no se puede registrar una recaída. Si la enfermedad nunca remitió, registre la refractariedad en el tratamiento de rescate.';
export const MENSAJE_RECAIDAS_SIN_REMISION = 'Entre dos recaídas debe constar una nueva remisión.';
export const MENSAJE_MOLECULAR_SIN_EMR_PREVIA =
  'No consta EMR negativa o de bajo nivel previa: una recaída molecular requiere conversión desde EMR negativa o aumento ≥ 1 log en EMR de bajo nivel.';
export const MENSAJE_HEMATOLOGICA_SIN_BLASTOS =
  'Una recaída hematológica requiere ≥ 5 % de blastos en médula ósea o blastos en sangre periférica.';
export const MENSAJE_SP_SIN_CONFIRMAR =
  'Sin médula ósea ≥ 5 %, la recaída en sangre periférica requiere blastos en 2 muestras separadas al menos 1 semana (ELN 2022).';
export const MENSAJE_EMR_SIN_CONFIRMAR =
  'ELN 2022 exige confirmar la recaída por EMR en una segunda muestra consecutiva obtenida en ≤ 4 semanas.';
export const MENSAJE_CONFIRMACION_FUERA_DE_PLAZO = 'La muestra de confirmación debe obtenerse en las 4 semanas siguientes.';

/** Not in the dictionary, which states the rule (`> rec_fecha`) without a message. */
export const MENSAJE_HEMATOLOGICA_NO_POSTERIOR = 'La fecha de progresión a recaída hematológica debe ser posterior a la fecha de la recaída.';
