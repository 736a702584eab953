import { z } from 'zod';
import { buildZodSchema, defineField } from '@registro-lma/shared/domain';
import { CAMPOS_PAGINACION } from '../../platform/request-schemas';
import { paginated } from '../../platform/response-schemas';

/** Body limit of the log endpoint: entries are small; anonymous callers must not fill the database. */
export const BITACORA_BODY_LIMIT = 64 * 1024;

export const bitacoraRegistradaSchema = z.object({ bitacora_id: z.number().int() }).meta({ id: 'BitacoraRegistrada' });

export const bitacoraSchema = z
  .object({
    bitacora_id: z.number().int(),
    fecha: z.string(),
    request: z.string(),
    response: z.string(),
    usuario: z.string().nullable().describe('Usuario del token válido; null sin él'),
    rol: z.string().nullable().describe('Rol del token válido; null sin él'),
    usuario_declarado: z.string().nullable().describe('Sin token válido: el usuario que dijo ser el cliente, sin verificar'),
    rol_declarado: z.string().nullable().describe('Sin token válido: el rol que dijo tener el cliente, sin verificar'),
    url: z.string(),
    usuario_id: z.number().int().nullable(),
    verificado: z.boolean().describe('true si el usuario y el rol salen de un token válido'),
    creado_en: z.string().describe('Recepción en el servidor (ISO 8601)'),
  })
  .meta({ id: 'Bitacora' });

export type BitacoraListada = z.infer<typeof bitacoraSchema>;

export const bitacoraListadoSchema = paginated(bitacoraSchema);

/** Filters of the admin list: reception day range (inclusive, Madrid time), user and URL fragments. */
export const CAMPOS_FILTRO_BITACORA = [
  ...CAMPOS_PAGINACION,
  defineField({ kind: 'date', name: 'desde', label: 'Desde', required: 'opcional', permitirFuturo: true }),
  defineField({ kind: 'date', name: 'hasta', label: 'Hasta', required: 'opcional', permitirFuturo: true }),
  defineField({ kind: 'text', name: 'usuario', label: 'Usuario', required: 'opcional', max: 254 }),
  defineField({ kind: 'text', name: 'url', label: 'Dirección', required: 'opcional', max: 2000 }),
] as const;

export const bitacoraListadoQuerySchema = buildZodSchema(CAMPOS_FILTRO_BITACORA);
