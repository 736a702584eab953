import { CODE_LENGTH } from '../../db/columns';
import { z } from 'zod';
import { buildZodSchema, CAMPO_TEXTO_CONSULTA, crearCatalogo, defineField, ENTERO_MAXIMO, PLAZOS_CALIDAD, REGLA_CALIDAD, ROLES } from '@registro-lma/shared/domain';
import { CAMPOS_PAGINACION } from '../../platform/request-schemas';
import { enumDe } from '../../platform/response-schemas';
import { ORDENES_CALIDAD } from './calidad-queries';

const FILTROS_CALIDAD = [
  defineField({ kind: 'integer', name: 'hospital_id', label: 'Centro', min: 1, max: ENTERO_MAXIMO, required: 'opcional' }),
  defineField({ kind: 'enum', name: 'regla', label: 'Problema', catalogo: REGLA_CALIDAD, required: 'opcional' }),
  defineField({ kind: 'text', name: 'item', label: 'Ítem', max: CODE_LENGTH, required: 'opcional' }),
  defineField({ kind: 'integer', name: 'dias_min', label: 'Antigüedad mínima (días)', min: 0, max: 36_500, required: 'opcional' }),
  defineField({ kind: 'integer', name: 'meses_sin_contacto', label: 'Meses sin contacto', min: 1, max: 120, required: 'siempre', default: PLAZOS_CALIDAD.seguimientoMeses }),
] as const;

const ORDEN = [
  defineField({ kind: 'enum', name: 'orden', label: 'Orden', catalogo: crearCatalogo(ORDENES_CALIDAD.map((codigo) => [codigo, codigo])), required: 'siempre', default: 'antiguedad' }),
  defineField({ kind: 'enum', name: 'direccion', label: 'Dirección', catalogo: crearCatalogo([['asc', 'Ascendente'], ['desc', 'Descendente']]), required: 'siempre', default: 'desc' }),
] as const;

export const calidadListadoQuerySchema = buildZodSchema([...CAMPOS_PAGINACION, ...ORDEN, ...FILTROS_CALIDAD]);
export const calidadExportQuerySchema = buildZodSchema([...ORDEN, ...FILTROS_CALIDAD]);
export const calidadRecuentoQuerySchema = buildZodSchema(FILTROS_CALIDAD);
/** «Abrir consultas para las N líneas filtradas»: the list's filters and the question asked on each line. */
export const calidadConsultasSchema = buildZodSchema([...FILTROS_CALIDAD, CAMPO_TEXTO_CONSULTA]);

export const lineaCalidadSchema = z
  .object({
    paciente_id: z.number().int(),
    upn: z.string(),
    hospital_id: z.number().int(),
    regla: enumDe(REGLA_CALIDAD),
    formulario: z.string(),
    registro_id: z.number().int().nullable(),
    campo: z.string().nullable(),
    item: z.string().nullable(),
    desde: z.string(),
    dias: z.number().int(),
    propuesta: z.string().nullable(),
    corrige: z.array(z.enum(ROLES)),
  })
  .meta({ id: 'LineaCalidad', description: 'Un problema de calidad de los datos: qué, dónde, desde cuándo y quién puede corregirlo.' });

export const recuentoCalidadSchema = z
  .object({ lineas: z.record(z.string(), z.number().int()), consultas: z.record(z.string(), z.number().int()) })
  .meta({ id: 'RecuentoCalidad', description: 'Líneas por problema y consultas sin cerrar por estado, en el alcance del usuario (página de inicio).' });

export const consultasAbiertasSchema = z.object({ abiertas: z.number().int(), omitidas: z.number().int() }).meta({ id: 'ConsultasDesdeCalidad' });
