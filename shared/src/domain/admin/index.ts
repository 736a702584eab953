export { AVISO_CENTRO_CON_USUARIOS, CAMPOS_HOSPITAL, hospitalEntradaSchema } from './campos-hospital';
export type { Hospital, HospitalEntrada, HospitalSelect } from './campos-hospital';
export {
  CAMPOS_USUARIO,
  MENSAJE_BIOBANCO_SIN_BIOBANCO,
  MENSAJE_CLINICO_SIN_CENTRO,
  MENSAJE_LABORATORIO_SIN_LABORATORIO,
} from './campos-usuario';
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
export {
  CAMPOS_CAMBIO_CONTRASENA,
  cambioContrasenaSchema,
  MENSAJE_CONTRASENA_ACTUAL_INCORRECTA,
  REGLAS_CAMBIO_CONTRASENA,
} from './cambio-contrasena';
export type { CambioContrasena } from './cambio-contrasena';
export type { Usuario, UsuarioAlta, UsuarioEdicion, UsuarioSesion } from './esquemas-usuario';
export { CAMPOS_LOGIN, loginSchema } from './login';
export { TOKEN_COOKIE } from './cookie-token';
export type { Credenciales } from './login';
export { CAMPOS_BITACORA, bitacoraEntradaSchema } from './bitacora';
export type { BitacoraEntrada } from './bitacora';
