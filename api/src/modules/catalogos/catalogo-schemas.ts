import { z } from 'zod';
import {
  buildZodSchema,
  CAMPO_VERSION,
  CAMPOS_EXTRA_CATALOGO,
  CAMPOS_EXTRA_MOMENTO,
  CATALOGOS_EDITABLES,
  defineField,
  MENSAJE_DATOS_NO_VALIDOS,
  TITULO_CATALOGO,
  type Campo,
} from '@registro-lma/shared/domain';
import { CODE_LENGTH } from '../../db/columns';
import { registroSchema } from '../../platform/registro-schemas';

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

/** A catalogue's own columns, each as its field defines it; a row written before a column was added may lack it. */
const datosSchema = (id: string, descripcion: string, campos: readonly Campo[]) =>
  registroSchema(campos, 'borrador').partial().loose().meta({ id: `DatosCatalogo_${id}`, description: descripcion });

/**
 * The row's own columns: those of its catalogue, one branch per ⚙ catalogue that has any and one for a trial's
 * moments. Typed as the open record the stored JSON is: which branch applies depends on the path's catalogue.
 */
const datosFilaSchema: z.ZodType<Record<string, unknown>> = z.union([
  ...CATALOGOS_EDITABLES.filter((catalogo) => CAMPOS_EXTRA_CATALOGO[catalogo].length > 0).map((catalogo) =>
    datosSchema(catalogo, `Columnas propias de «${TITULO_CATALOGO[catalogo]}».`, CAMPOS_EXTRA_CATALOGO[catalogo]),
  ),
  datosSchema('momento_muestra', 'Columnas propias de la lista de momentos de un ensayo (momento_muestra_<ensayo>).', CAMPOS_EXTRA_MOMENTO),
]);

export const filaCatalogoAdminSchema = z
  .object({
    codigo: z.string(),
    etiqueta: z.string(),
    orden: z.number().int(),
    activo: z.boolean(),
    nota: z.string().nullable(),
    datos: datosFilaSchema,
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
