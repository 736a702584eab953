import type { ESTADO_MUESTRA } from '../catalogues/estado-muestra';
import { MENSAJE_CAMBIO_ESTADO_NO_PERMITIDO } from '../paciente/mensajes-paciente';

export type EstadoMuestra = (typeof ESTADO_MUESTRA)[number]['codigo'];

/**
 * catalogues.md §45: the allowed changes of a sample's state. RECHAZADA and ANULADA are terminal (a new sample is
 * registered); INFORMADA → INFORMADA is a further report. The admin's one-step revert is not a transition of this
 * machine: it is a separate audited action.
 */
const TRANSICIONES: Readonly<Record<EstadoMuestra, readonly EstadoMuestra[]>> = {
  REGISTRADA: ['ENVIADA', 'ANULADA'],
  ENVIADA: ['RECIBIDA', 'RECHAZADA'],
  RECIBIDA: ['EN_PROCESO', 'INFORMADA'],
  RECHAZADA: [],
  EN_PROCESO: ['INFORMADA'],
  INFORMADA: ['INFORMADA'],
  ANULADA: [],
};

export function transicionPermitida(de: EstadoMuestra, a: EstadoMuestra): boolean {
  return TRANSICIONES[de].includes(a);
}

/** Null when allowed, otherwise «Cambio de estado no permitido.». */
export function motivoTransicionNoPermitida(de: EstadoMuestra, a: EstadoMuestra): string | null {
  return transicionPermitida(de, a) ? null : MENSAJE_CAMBIO_ESTADO_NO_PERMITIDO;
}

/** States in which the sample's own data may still be edited (before it reaches the laboratory). */
export const ESTADOS_MUESTRA_EDITABLE: readonly EstadoMuestra[] = ['REGISTRADA', 'ENVIADA'];

/** States whose sample has arrived at the laboratory and been accepted (NGS results, §5.4). */
export const ESTADOS_MUESTRA_RECIBIDA: readonly EstadoMuestra[] = ['RECIBIDA', 'EN_PROCESO', 'INFORMADA'];

/**
 * States in which a sample may still be deleted (catalogues.md §45): before it leaves the centre, REGISTRADA, or
 * ANULADA (reached only from REGISTRADA). From ENVIADA on, a laboratory may hold the tube: it is annulled or rejected.
 */
export const ESTADOS_MUESTRA_ELIMINABLE: readonly EstadoMuestra[] = ['REGISTRADA', 'ANULADA'];
