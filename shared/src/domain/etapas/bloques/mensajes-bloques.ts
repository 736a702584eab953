/** Exact Spanish messages of the EVAL and EMR blocks (data-dictionary §4, §6 X05, X33). */
export const MENSAJE_EVALUACION_ANTES_DEL_INICIO = 'La fecha de evaluación de la respuesta no puede ser anterior al inicio del tratamiento.';
export const MENSAJE_EVALUACION_ANTES_DIA_14 = 'Evaluación de la respuesta antes del día 14 del ciclo.';
export const MENSAJE_REGISTRE_FALLECIMIENTO = 'Registre primero el fallecimiento.';
export const MENSAJE_UMBRAL_CMF = 'El resultado no es coherente con el porcentaje: el umbral de positividad es 0,1 %.';
export const MENSAJE_SIN_FENOTIPO_ABERRANTE = 'No consta fenotipo aberrante al diagnóstico.';
export const MENSAJE_NPM1_NO_MUTADO = 'No puede registrarse EMR de NPM1 si NPM1 no está mutado al diagnóstico.';
export const MENSAJE_DIANA_NO_DETECTADA = 'La diana de EMR no se detectó al diagnóstico.';

/** X33 (A). */
export function mensajeDianaNoConsta(farmaco: string, diana: string): string {
  return `El esquema incluye ${farmaco}, pero no consta la alteración diana (${diana}). Revise.`;
}
