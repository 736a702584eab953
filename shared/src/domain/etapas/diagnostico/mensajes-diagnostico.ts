/** Exact Spanish messages of the diagnosis form (data-dictionary §3.3, §6 X24–X32, eln2022-risk.md §1 and §5). */
export const MENSAJE_IMC_OBESIDAD = 'IMC > 35 kg/m²: revise la comorbilidad «Obesidad» del HCT-CI.';
export const MENSAJE_CREATININA_RENAL = 'Creatinina > 2 mg/dL: revise la comorbilidad renal del HCT-CI.';
export const MENSAJE_TUMOR_SOLIDO_HCTI = 'Consta un tumor sólido previo: revise el HCT-CI.';
export const MENSAJE_HCTI_EXCLUYENTES = 'No puede marcar a la vez la forma leve/moderada y la grave de la misma comorbilidad.';
export const MENSAJE_NEOPLASIA_ANTES_DE_NACER = 'El año de la neoplasia previa es anterior al nacimiento.';
/** catalogues.md §10, row LMC. */
export const MENSAJE_CRISIS_BLASTICA_LMC = 'Una crisis blástica mieloide de LMC no debe registrarse como LMA.';
export const MENSAJE_SNC_SIN_LOCALIZACION =
  'Si hay afectación del SNC, marque «Sistema nervioso central» en la localización extramedular.';
export const MENSAJE_NEUTROFILOS_SUPERAN_LEUCOCITOS = 'Los neutrófilos no pueden superar los leucocitos totales.';
export const MENSAJE_BLASTOS_SIN_LEUCOCITOS = 'Con leucocitos 0 no puede haber blastos en sangre periférica.';
export const MENSAJE_ASPIRADO_LEJOS_DEL_DIAGNOSTICO = 'La fecha del aspirado difiere más de 30 días de la fecha de diagnóstico.';
export const MENSAJE_FAB_M3 = 'FAB M3 sugiere leucemia promielocítica: revise la entidad.';
export const MENSAJE_FENOTIPO_MIXTO = 'Perfil de fenotipo mixto: valore la entidad «Leucemia aguda de linaje ambiguo».';
export const MENSAJE_ISCN_SIN_METAFASES = 'Indique el número de metafases de cada clon entre corchetes.';
export const MENSAJE_NORMAL_CON_ALTERACIONES = 'Un cariotipo normal no puede tener alteraciones registradas.';
export const MENSAJE_SIN_ALTERACIONES = 'Indique al menos una alteración citogenética.';
export const MENSAJE_SUMA_ANOMALIAS =
  'La suma de monosomías, trisomías y alteraciones estructurales no puede superar el número total de anomalías.';
export const MENSAJE_MONOSOMIA_SIN_RECUENTO =
  'Ha marcado una monosomía: el número de monosomías autosómicas debe ser al menos 1.';
export const MENSAJE_ESTRUCTURAL_SIN_RECUENTO =
  'Ha marcado una alteración estructural: el número de alteraciones estructurales debe ser al menos 1.';
export const MENSAJE_FUSION_CRIPTICA = 'Fusión críptica detectada por RT-PCR con cariotipo normal: compruebe.';
export const MENSAJE_DDX41_GERMINAL = 'Mutación de DDX41: valore estudio de línea germinal.';
export const MENSAJE_CALIFICADOR_INCOHERENTE = 'El calificador no es coherente con los antecedentes registrados.';
export const MENSAJE_MOTIVO_RIESGO = 'Indique el motivo por el que el riesgo asignado difiere del calculado.';

/** X31: the selected entity does not match a finding (`dato` says which). */
export function mensajeEntidadIncoherente(entidad: string, dato: string): string {
  return `La entidad seleccionada (${entidad}) no es coherente con ${dato}: revise la clasificación.`;
}

/** X31: fewer blasts than the entity requires. */
export function mensajeBlastosInsuficientes(blastos: string, umbral: number): string {
  return `El porcentaje de blastos (${blastos} %) es inferior al requerido para la entidad seleccionada (${umbral} %).`;
}

/** eln2022-risk.md §1: an override kept while the calculated risk has changed since the last save. */
export function mensajeRiesgoCalculadoCambiado(nuevo: string): string {
  return `Los datos genéticos han cambiado y el riesgo calculado es ahora «${nuevo}». Revise el riesgo asignado manualmente.`;
}
