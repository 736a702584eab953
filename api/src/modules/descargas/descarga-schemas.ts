import { z } from 'zod';
import {
  AREAS_DESCARGA,
  buildZodSchema,
  CAMPOS_OPCIONES_DESCARGA,
  conCodigosNombrados,
  ESTADOS_DESCARGA,
  FORMATO_DESCARGA,
  REGLAS_OPCIONES_DESCARGA,
} from '@registro-lma/shared/domain';
import type { descarga } from '../../db/schema';
import { isoString } from '../../platform/response-schemas';
import { formatoDe, peticionGuardada } from './descarga-job';

/**
 * A trial the administrator added is read too: the route checks it against the catalogue in force. Filters that could
 * match nothing are refused by the same rules as the dialog's.
 */
export const opcionesDescargaSchema = buildZodSchema(CAMPOS_OPCIONES_DESCARGA, {
  modo: 'completo',
  reglas: REGLAS_OPCIONES_DESCARGA,
  camposDe: (registro) => conCodigosNombrados(CAMPOS_OPCIONES_DESCARGA, registro),
});

export const descargaIdParamsSchema = z.object({ id: z.uuid({ error: 'Identificador de descarga no válido.' }) });

/** An extract as its owner sees it: format, state, progress (rows done out of rows to do), file, expiry, failure reason. */
export const descargaSchema = z
  .object({
    descarga_id: z.string(),
    area: z.enum(AREAS_DESCARGA),
    formato: z.enum(FORMATO_DESCARGA.map((fila) => fila.codigo)),
    estado: z.enum(ESTADOS_DESCARGA),
    filas_hechas: z.number().int(),
    filas_total: z.number().int().nullable(),
    /** 0–100, null while the rows are being counted. */
    progreso_pct: z.number().int().nullable(),
    error: z.string().nullable(),
    seudonimizado: z.boolean(),
    incluir_etiquetas: z.boolean(),
    ensayo: z.string().nullable(),
    nombre_archivo: z.string().nullable(),
    tamano_bytes: z.number().int().nullable(),
    sha256: z.string().nullable(),
    filas_por_fichero: z.record(z.string(), z.number().int()).nullable(),
    creada_en: z.string(),
    terminada_en: z.string().nullable(),
    caduca_en: z.string().nullable(),
  })
  .meta({ id: 'Descarga' });

export type DescargaVista = z.infer<typeof descargaSchema>;

export const ultimaDescargaSchema = z.object({ descarga: descargaSchema.nullable() });
export const listaDescargasSchema = z.object({ items: z.array(descargaSchema) });

type FilaDescarga = typeof descarga.$inferSelect;

/** A ready extract whose file is past its expiry. */
export const haCaducado = (fila: Pick<FilaDescarga, 'caduca_en'>, ahora: Date = new Date()): boolean => fila.caduca_en !== null && fila.caduca_en <= ahora;

export function vistaDescarga(fila: FilaDescarga): DescargaVista {
  const opciones = peticionGuardada(fila);
  const total = fila.filas_total;
  return {
    descarga_id: fila.descarga_id,
    area: fila.area as DescargaVista['area'],
    formato: formatoDe(opciones),
    // Past its expiry the file is no longer served, even before the periodic purge removes it.
    estado: fila.estado === 'LISTA' && haCaducado(fila) ? 'CADUCADA' : (fila.estado as DescargaVista['estado']),
    filas_hechas: fila.filas_hechas,
    filas_total: total,
    progreso_pct: fila.estado === 'LISTA' ? 100 : total === null ? null : total === 0 ? 0 : Math.min(100, Math.floor((fila.filas_hechas * 100) / total)),
    error: fila.error,
    seudonimizado: opciones.seudonimizado,
    incluir_etiquetas: opciones.etiquetas,
    ensayo: opciones.alcance.ensayo ?? null,
    nombre_archivo: fila.nombre_archivo,
    tamano_bytes: fila.tamano_bytes,
    sha256: fila.sha256,
    filas_por_fichero: fila.filas_por_fichero,
    creada_en: isoString(fila.creada_en),
    terminada_en: isoString(fila.terminada_en),
    caduca_en: isoString(fila.caduca_en),
  };
}
