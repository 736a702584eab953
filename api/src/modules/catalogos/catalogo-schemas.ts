import { z } from 'zod';
import { buildZodSchema, CAMPO_VERSION, defineField, MENSAJE_DATOS_NO_VALIDOS } from '@registro-lma/shared/domain';
import { CODE_LENGTH } from '../../db/columns';

const CAMPO_CATALOGO = defineField({ kind: 'text', name: 'catalogo', label: 'Catálogo', required: 'siempre', max: 60, pattern: /^[a-z0-9_]+$/ });
const CAMPO_CODIGO = defineField({ kind: 'text', name: 'codigo', label: 'Código', required: 'siempre', max: CODE_LENGTH });

export const catalogoParamsSchema = buildZodSchema([CAMPO_CATALOGO]);
export const filaParamsSchema = buildZodSchema([CAMPO_CATALOGO, CAMPO_CODIGO]);
export const versionSchema = buildZodSchema([CAMPO_VERSION]);

/** The row's fields, flat: the common ones (catalogues.md §0) and the catalogue's own, checked by its descriptors. */
export const filaEntradaSchema = z
  .record(z.string(), z.unknown(), { error: MENSAJE_DATOS_NO_VALIDOS })
  .meta({ description: 'codigo (solo al crear), etiqueta, nota, version (al modificar) y las columnas propias del catálogo (tecnicas, nct, fecha_apertura, momento_general…).' });

export const ordenSchema = z
  .object(
    {
      codigos: z.array(z.string().max(CODE_LENGTH), { error: MENSAJE_DATOS_NO_VALIDOS }).max(500),
      version: z.number({ error: MENSAJE_DATOS_NO_VALIDOS }).int().min(0),
    },
    { error: MENSAJE_DATOS_NO_VALIDOS },
  )
  .meta({ id: 'OrdenCatalogo' });

export const filaCatalogoAdminSchema = z
  .object({
    codigo: z.string(),
    etiqueta: z.string(),
    orden: z.number().int(),
    activo: z.boolean(),
    nota: z.string().nullable(),
    datos: z.record(z.string(), z.unknown()),
    version: z.number().int(),
    modificado_en: z.string(),
    en_uso: z.boolean(),
  })
  .meta({ id: 'FilaCatalogoAdmin' });

export const catalogoAdminSchema = z
  .object({ catalogo: z.string(), version: z.number().int(), filas: z.array(filaCatalogoAdminSchema) })
  .meta({ id: 'CatalogoAdmin' });

export const resumenCatalogosSchema = z
  .array(z.object({ catalogo: z.string(), version: z.number().int(), filas: z.number().int(), ensayo: z.string().nullable() }))
  .meta({ id: 'ResumenCatalogos' });
