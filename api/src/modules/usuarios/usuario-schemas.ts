import { z } from 'zod';
import { buildZodSchema, ROLES, type Usuario, type UsuarioSesion } from '@registro-lma/shared/domain';
import { CAMPO_BUSQUEDA, CAMPO_FILTRO_ACTIVO, CAMPOS_PAGINACION } from '../../platform/request-schemas';
import { paginated } from '../../platform/response-schemas';
import { hospitalSelectSchema } from '../hospitales/hospital-schemas';

const usuarioSesionShape = {
  usuario_id: z.number().int(),
  email: z.string(),
  nombre: z.string(),
  apellidos: z.string(),
  rol: z.enum(ROLES),
  hospitales: z.array(hospitalSelectSchema),
  laboratorios: z.array(z.string()),
  biolabs: z.array(z.string()),
};

/** `GET /leucemiaUsuarios/api/usuarios/usuario-token`: the session user plus the last sign-in. */
export const usuarioTokenSchema = z
  .object({ ...usuarioSesionShape, ultimo_acceso: z.string().nullable() })
  .meta({ id: 'UsuarioToken' }) satisfies z.ZodType<UsuarioSesion & Pick<Usuario, 'ultimo_acceso'>>;

export const usuarioSchema = z
  .object({
    ...usuarioSesionShape,
    activo: z.boolean(),
    ultimo_acceso: z.string().nullable(),
    version: z.number().int(),
    creado_en: z.string(),
    modificado_en: z.string(),
  })
  .meta({ id: 'Usuario' }) satisfies z.ZodType<Usuario>;

export const usuarioListadoSchema = paginated(usuarioSchema);

export const usuarioListadoQuerySchema = buildZodSchema([...CAMPOS_PAGINACION, CAMPO_BUSQUEDA, CAMPO_FILTRO_ACTIVO]);
