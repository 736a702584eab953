export * from './campos-hospital';
export * from './campos-usuario';
export {
  CAMPOS_USUARIO_ALTA,
  CAMPOS_USUARIO_EDICION,
  REGLAS_CONTRASENA,
  usuarioAltaSchema,
  usuarioEdicionSchema,
} from './esquemas-usuario';
export {
  contrasenaComun,
  LONGITUD_MINIMA_CONTRASENA,
  MENSAJE_CONTRASENA_COMUN,
  MENSAJE_CONTRASENA_CORTA,
  MENSAJE_CONTRASENA_REPETIDA,
  MENSAJE_DEBE_CAMBIAR_CONTRASENA,
} from './politica-contrasena';
export * from './cambio-contrasena';
export type { Usuario, UsuarioAlta, UsuarioEdicion, UsuarioSesion } from './esquemas-usuario';
export * from './login';
export * from './cookie-token';
export * from './bitacora';
