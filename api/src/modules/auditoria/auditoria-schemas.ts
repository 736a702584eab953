import { Readable } from 'node:stream';
import { z } from 'zod';
import {
  ACCIONES_AUDITORIA,
  buildZodSchema,
  defineField,
  ROL_USUARIO,
  type RegistroAuditoria,
  type RegistroDe,
  type TablaAuditoria,
} from '@registro-lma/shared/domain';
import { CAMPOS_PAGINACION } from '../../platform/request-schemas';
import { enumDe, paginated } from '../../platform/response-schemas';

/** `?paciente=`: the patient's id or its UPN. */
const PATRON_PACIENTE = /^(\d{1,9}|[Ll][Mm][Aa]-\d{6})$/;

/**
 * Filters of the trail and of its export: patient (id or UPN), user (id or e-mail), day range (inclusive, Madrid
 * time), action and table. Unknown patients and users match nothing: a filter never tells whether they exist.
 */
export const CAMPOS_FILTRO_AUDITORIA = [
  defineField({ kind: 'text', name: 'paciente', label: 'Paciente (UPN o identificador)', required: 'opcional', max: 20, pattern: PATRON_PACIENTE }),
  defineField({ kind: 'text', name: 'usuario', label: 'Usuario (correo o identificador)', required: 'opcional', max: 254 }),
  defineField({ kind: 'date', name: 'desde', label: 'Desde', required: 'opcional', permitirFuturo: true }),
  defineField({ kind: 'date', name: 'hasta', label: 'Hasta', required: 'opcional', permitirFuturo: true }),
  defineField({ kind: 'enum', name: 'accion', label: 'Acción', required: 'opcional', catalogo: ACCIONES_AUDITORIA }),
  defineField({ kind: 'text', name: 'tabla', label: 'Tabla', required: 'opcional', max: 63 }),
] as const;

export type FiltroAuditoria = RegistroDe<typeof CAMPOS_FILTRO_AUDITORIA>;

export const auditoriaExportQuerySchema = buildZodSchema(CAMPOS_FILTRO_AUDITORIA);

export const auditoriaListadoQuerySchema = buildZodSchema([...CAMPOS_PAGINACION, ...CAMPOS_FILTRO_AUDITORIA]);

export const registroAuditoriaSchema = z
  .object({
    auditoria_id: z.number().int(),
    fecha: z.string().describe('Instante del registro (ISO 8601)'),
    usuario: z
      .object({ usuario_id: z.number().int(), nombre: z.string(), apellidos: z.string(), email: z.string() })
      .nullable()
      .describe('Quién actuó; null = el propio sistema'),
    rol: enumDe(ROL_USUARIO).nullable(),
    accion: z.string(),
    tabla: z.string(),
    registro_id: z.string(),
    paciente: z.object({ paciente_id: z.number().int(), upn: z.string() }).nullable(),
    motivo: z.string().nullable(),
    cambios: z.array(z.object({ campo: z.string(), antes: z.unknown(), despues: z.unknown() })),
  })
  .meta({ id: 'RegistroAuditoria' }) satisfies z.ZodType<RegistroAuditoria>;

export const auditoriaListadoSchema = paginated(registroAuditoriaSchema);

export const tablaAuditoriaSchema = z.object({ codigo: z.string(), etiqueta: z.string() }).meta({ id: 'TablaAuditoria' }) satisfies z.ZodType<TablaAuditoria>;

/** The export is streamed (typed as the stream the handler sends), documented as the text it is. */
export const auditoriaCsvSchema = z.instanceof(Readable).meta({
  type: 'string',
  description: 'CSV UTF-8 con BOM, separador «;», comillas RFC 4180; antes y después como JSON',
});
