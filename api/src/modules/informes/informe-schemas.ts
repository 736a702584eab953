import { z } from 'zod';
import { buildZodSchema, defineField, ENTERO_MAXIMO, TIPO_INFORME } from '@registro-lma/shared/domain';
import { enumDe } from '../../platform/response-schemas';

/** data-dictionary §5.3: the form fields sent with the file (multipart text fields, before the field «archivo»). */
export const CAMPOS_INFORME = [
  defineField({ kind: 'integer', name: 'muestra_id', label: 'Muestra', required: 'siempre', min: 1, max: ENTERO_MAXIMO }),
  defineField({ kind: 'enum', name: 'tipo_informe', label: 'Tipo de informe', catalogo: TIPO_INFORME, required: 'siempre' }),
  defineField({ kind: 'date', name: 'fecha_informe', label: 'Fecha del informe', required: 'siempre' }),
  defineField({ kind: 'integer', name: 'sustituye_a', label: 'Sustituye al informe', required: 'opcional', min: 1, max: ENTERO_MAXIMO }),
  defineField({ kind: 'text', name: 'comentario', label: 'Comentario', max: 500, required: 'opcional' }),
] as const;

export const formularioInformeSchema = buildZodSchema(CAMPOS_INFORME);
export type FormularioInforme = z.infer<typeof formularioInformeSchema>;

export const eliminacionInformeSchema = buildZodSchema([
  defineField({ kind: 'text', name: 'motivo', label: 'Motivo de la eliminación', max: 500, required: 'siempre' }),
]);

export const informeSchema = z
  .object({
    informe_id: z.number().int(),
    muestra_id: z.number().int(),
    tipo_informe: enumDe(TIPO_INFORME),
    fecha_informe: z.string(),
    version: z.number().int(),
    sustituye_a: z.number().int().nullable(),
    nombre_archivo: z.string(),
    tamano_bytes: z.number().int(),
    tipo_mime: z.string(),
    sha256: z.string(),
    comentario: z.string().nullable(),
    subido_por: z.number().int(),
    subido_en: z.string(),
    activo: z.boolean(),
    motivo_eliminacion: z.string().nullable(),
    eliminado_por: z.number().int().nullable(),
    eliminado_en: z.string().nullable(),
  })
  .meta({ id: 'Informe' });
