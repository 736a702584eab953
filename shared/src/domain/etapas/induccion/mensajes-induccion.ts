/** Exact Spanish messages of the induction form (data-dictionary §3.4, §6 X04, X07, X08). */
export const MENSAJE_NO_CANDIDATO_INTENSIVO = 'El paciente no se consideró candidato a tratamiento intensivo.';
export const MENSAJE_ESQUEMA_NO_CORRESPONDE = 'El esquema seleccionado no corresponde a la intención de tratamiento indicada.';
export const MENSAJE_CICLO_LARGO = 'Duración del ciclo superior a 6 semanas.';
export const MENSAJE_RECUPERACION_ANTES_DEL_INICIO = 'La recuperación debe ser posterior al inicio del ciclo.';
export const MENSAJE_INDUCCION_TARDIA = 'La inducción comienza más de 60 días después del diagnóstico. Compruebe las fechas.';
export const MENSAJE_SEGUNDO_CICLO_ANTES = 'El segundo ciclo de inducción debe comenzar después del primero.';
export const MENSAJE_CICLOS_PROXIMOS = 'Menos de 14 días entre ciclos de inducción.';
export const MENSAJE_EVALUACION_C1_TRAS_C2 = 'La evaluación del ciclo 1 es posterior al inicio del ciclo 2.';
export const MENSAJE_ULTIMO_CICLO_ANTES = 'El último ciclo no puede ser anterior al primero.';
export const MENSAJE_CICLOS_INCOHERENTES = 'El número de ciclos no es coherente con las fechas.';
export const MENSAJE_MEJOR_RESPUESTA_INFERIOR = 'La mejor respuesta no puede ser inferior a la respuesta registrada tras el ciclo 1.';
export const MENSAJE_REMISION_TRAS_MEJOR = 'La primera remisión no puede ser posterior a la mejor respuesta.';
export const MENSAJE_CICLO_SUPERA_TOTAL = 'El ciclo indicado supera el número de ciclos administrados.';

/** X04 (E). */
export function mensajeInduccionAntesDeDiagnostico(fechaDiagnostico: string): string {
  return `El inicio de la inducción no puede ser anterior a la fecha de diagnóstico (${fechaDiagnostico}).`;
}
