import { ESTADO_MUESTRA } from '../catalogues/estado-muestra';
import { defineField } from '../fields/campo';
import { CAMPO_VERSION } from '../fields/campo-version';
import { ENTERO_MAXIMO } from '../fields/entero-maximo';
import type { RegistroDe } from '../fields/registro-de';
import { CAMPOS_ENVIO_MUESTRA } from './campos-muestra';
import { CAMPOS_MOMENTO_RECEPCION } from './campos-confirmacion';

export const CAMPO_MUESTRA_ID = defineField({ kind: 'integer', name: 'muestra_id', label: 'Muestra', required: 'siempre', min: 1, max: ENTERO_MAXIMO });

/**
 * `PUT /muestras/{id}/estado` (catalogues.md §45): the target, the version read, an optional reason and, for
 * ENVIADA, the shipment's fields (required by the handler only for that state).
 */
export const CAMPOS_CAMBIO_ESTADO_MUESTRA = [
  defineField({ kind: 'enum', name: 'estado', label: 'Estado de la muestra', catalogo: ESTADO_MUESTRA, required: 'siempre' }),
  CAMPO_VERSION,
  defineField({ kind: 'text', name: 'motivo', label: 'Motivo', max: 500, required: 'opcional' }),
  ...CAMPOS_ENVIO_MUESTRA.map((campo) => ({ ...campo, required: 'opcional' as const })),
] as const;

export type CambioEstadoMuestra = RegistroDe<typeof CAMPOS_CAMBIO_ESTADO_MUESTRA>;

/** One tube of a bulk reception's tray: the sample and the version read when it was scanned. */
export const CAMPOS_TUBO_RECEPCION = [CAMPO_MUESTRA_ID, CAMPO_VERSION] as const;

/** `POST /muestras/recepcion-en-bloque` (§5.2): one date and time for every tube of the tray. */
export type CuerpoRecepcionBloque = RegistroDe<typeof CAMPOS_MOMENTO_RECEPCION> & { muestras: RegistroDe<typeof CAMPOS_TUBO_RECEPCION>[] };
