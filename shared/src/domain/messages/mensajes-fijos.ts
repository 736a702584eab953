import { MENSAJES } from './mensajes-genericos';

/** Fixed messages shared by the API and the screens (contract, HTTP API section; data-dictionary §0.4). */
export const MENSAJE_CONFLICTO_VERSION = 'Otro usuario ha modificado este registro. Recargue la página antes de guardar.';
export const MENSAJE_LOGIN_INCORRECTO = 'Usuario o contraseña incorrectos.';
export const MENSAJE_DATOS_NO_VALIDOS = 'Datos no válidos.';
export const MENSAJE_SESION_NO_VALIDA = 'Sesión no válida o caducada.';
export const MENSAJE_RECURSO_NO_ENCONTRADO = 'Recurso no encontrado.';
export const MENSAJE_DEMASIADOS_INTENTOS = 'Demasiados intentos. Espere unos minutos antes de volver a intentarlo.';
export const MENSAJE_SIN_PERMISOS = MENSAJES.G17.texto;

/** Bad input caught at the API's edge (issue 10): Spanish, and never echoing the URL or the value sent. */
export const MENSAJE_DIRECCION_NO_VALIDA = 'La dirección solicitada no es válida.';
export const MENSAJE_CODIFICACION_NO_VALIDA = 'El contenido enviado no es texto UTF-8 válido.';

/** A NUL character or a lone UTF-16 surrogate in a text the client sent: named by its field, never echoed. */
export function mensajeCaracteresNoPermitidos(campo: string): string {
  return `El campo "${campo}" contiene caracteres no permitidos.`;
}
