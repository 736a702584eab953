import { z } from 'zod';
import { CAMPOS_USUARIO, type Usuario, type UsuarioSesion } from '@registro-lma/shared/domain';
import { registroSchema } from '../../platform/registro-schemas';
import { hospitalSelectSchema } from '../hospitales/hospital-schemas';

/**
 * What the server adds to a user's fields: the key; the assignments as it reads them from their own tables (centres
 * as selector rows rather than ids, laboratories and biobanks as stored codes); the last sign-in; the version and
 * timestamps.
 */
export const SERVIDOR_USUARIO = {
  usuario_id: z.number().int(),
  hospitales: z.array(hospitalSelectSchema),
  laboratorios: z.array(z.string()),
  biolabs: z.array(z.string()),
  ultimo_acceso: z.string().nullable(),
  version: z.number().int(),
  creado_en: z.string(),
  modificado_en: z.string(),
};

export const usuarioSchema = registroSchema(CAMPOS_USUARIO, 'completo')
  .extend(SERVIDOR_USUARIO)
  .meta({ id: 'Usuario' }) satisfies z.ZodType<Usuario>;

/** `GET /leucemiaUsuarios/api/usuarios/usuario-token`: the session user plus the last sign-in. */
export const usuarioTokenSchema = usuarioSchema
  .omit({ activo: true, version: true, creado_en: true, modificado_en: true })
  .meta({ id: 'UsuarioToken' }) satisfies z.ZodType<UsuarioSesion & Pick<Usuario, 'ultimo_acceso'>>;

