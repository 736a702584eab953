import { formatearFecha } from '../../fechas/fecha-iso';

/** Exact Spanish messages of the transplant form (data-dictionary §3.7, §6 X13–X15, X34). */
export const MENSAJE_DONANTE_INCOHERENTE = 'El tipo de donante no es coherente con el tipo de trasplante.';
export const MENSAJE_HLA_INCOHERENTE = 'La compatibilidad HLA no es coherente con el tipo de donante.';
export const MENSAJE_FUENTE_INCOHERENTE = 'La fuente no es coherente con el tipo de donante.';
export const MENSAJE_ICT_NO_MIELOABLATIVA =
  'Una ICT ≤ 2 Gy no es mieloablativa por sí sola: revise la intensidad del acondicionamiento.';
export const MENSAJE_EMR_PRE_POSTERIOR = 'La EMR pretrasplante debe ser anterior al trasplante.';
export const MENSAJE_EMR_PRE_ANTIGUA = 'La EMR pretrasplante debería obtenerse en los 30 días previos al trasplante.';
export const MENSAJE_INJERTO_TARDIO = 'Injerto de neutrófilos tardío (> día +42).';
export const MENSAJE_FALLO_PRIMARIO_CON_INJERTO =
  'Un fallo primario del injerto es incompatible con fecha de injerto de neutrófilos.';
export const MENSAJE_TRASPLANTE_ANTES_DE_INDUCCION = 'La fecha del trasplante debe ser posterior al inicio del tratamiento de inducción.';
export const MENSAJE_TRASPLANTE_MISMA_FECHA = 'Un trasplante posterior no puede tener fecha anterior o igual al previo.';
export const MENSAJE_ESTADO_PRE_INCOHERENTE = 'El estado al trasplante no es coherente con las respuestas y recaídas registradas.';

/** X15. */
export function mensajeFechaTrasTrasplante(tphFecha: string): string {
  return `La fecha debe ser posterior a la del trasplante (${formatearFecha(tphFecha)}).`;
}
