import { MENSAJES } from './mensajes-genericos';

/** Fixed messages shared by the API and the screens (contract, HTTP API section; data-dictionary §0.4). */
export const MENSAJE_CONFLICTO_VERSION = 'Otro usuario ha modificado este registro. Recargue la página antes de guardar.';
export const MENSAJE_LOGIN_INCORRECTO = 'Usuario o contraseña incorrectos.';
export const MENSAJE_DATOS_NO_VALIDOS = 'Datos no válidos.';
export const MENSAJE_SESION_NO_VALIDA = 'Sesión no válida o caducada.';
export const MENSAJE_RECURSO_NO_ENCONTRADO = 'Recurso no encontrado.';
export const MENSAJE_DEMASIADOS_INTENTOS = 'Demasiados intentos. Espere unos minutos antes de volver a intentarlo.';
export const MENSAJE_SIN_PERMISOS = MENSAJES.G17.texto;
