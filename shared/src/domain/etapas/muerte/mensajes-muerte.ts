import { formatearFecha } from '../../fechas/fecha-iso';

/** Exact Spanish messages of the death form (data-dictionary §3.11, §6 X21). */
export const MENSAJE_EICH_SIN_ALOGENICO = 'La EICH como causa de muerte requiere un trasplante alogénico previo.';
export const MENSAJE_CAUSA_REQUIERE_TRASPLANTE = 'Esta causa requiere un trasplante previo.';
export const MENSAJE_SOS_SIN_TRASPLANTE = 'SOS/EVO sin trasplante previo: compruebe (p. ej. tras gemtuzumab).';
export const MENSAJE_LMA_EN_REMISION = 'Muerte por LMA en remisión: revise la fase o registre la recaída.';
export const MENSAJE_CAUSA_PRINCIPAL_REPETIDA = 'La causa principal no debe repetirse como contribuyente.';

/** X21. */
export function mensajeMuerteAntesDeEvento(evento: string, fecha: string): string {
  return `La fecha de fallecimiento no puede ser anterior a otros eventos registrados (último: ${evento} el ${formatearFecha(fecha)}).`;
}
