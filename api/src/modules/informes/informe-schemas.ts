import { z } from 'zod';
import { buildZodSchema, CAMPO_MOTIVO_ELIMINACION, CAMPOS_INFORME, TIPO_INFORME, type Informe, type InformeConAutor } from '@registro-lma/shared/domain';
import { enumDe } from '../../platform/response-schemas';

/** data-dictionary §5.3: the form sent with the file (fields in `CAMPOS_INFORME`, shared with the upload screen). */
export const formularioInformeSchema = buildZodSchema(CAMPOS_INFORME);
export type FormularioInforme = z.infer<typeof formularioInformeSchema>;

export const eliminacionInformeSchema = buildZodSchema([CAMPO_MOTIVO_ELIMINACION]);

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
  .meta({ id: 'Informe' }) satisfies z.ZodType<Informe>;

/** A report in its sample's list: with the uploader's display name («nombre apellidos»). */
export const informeConAutorSchema = informeSchema
  .extend({ subido_por_nombre: z.string() })
  .meta({ id: 'InformeConAutor' }) satisfies z.ZodType<InformeConAutor>;
