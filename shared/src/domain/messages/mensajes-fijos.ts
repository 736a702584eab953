import { MENSAJES } from './mensajes-genericos';

/** Fixed messages shared by the API and the screens (contract, HTTP API section; data-dictionary §0.4). */
export const MENSAJE_CONFLICTO_VERSION = 'Otro usuario ha modificado este registro. Recargue la página antes de guardar.';
export const MENSAJE_LOGIN_INCORRECTO = 'Usuario o contraseña incorrectos.';
export const MENSAJE_DATOS_NO_VALIDOS = 'Datos no válidos.';
export const MENSAJE_SESION_NO_VALIDA = 'Sesión no válida o caducada.';
export const MENSAJE_RECURSO_NO_ENCONTRADO = 'Recurso no encontrado.';
export const MENSAJE_DEMASIADOS_INTENTOS = 'Demasiados intentos. Espere unos minutos antes de volver a intentarlo.';
export const MENSAJE_SIN_PERMISOS = MENSAJES.G17.texto;
/** A patient's screens: the patient's id names no patient, or the user may not see it (the API's 403 is G17). */
export const MENSAJE_PACIENTE_NO_ENCONTRADO = 'Paciente no encontrado.';
export const MENSAJE_SIN_PERMISOS_PACIENTE = 'No tiene permisos para ver este paciente.';
/** 503: the database cannot be reached for a moment; reads are retried, writes left to the user. */
export const MENSAJE_SERVICIO_NO_DISPONIBLE = 'El servicio no está disponible en este momento. Inténtelo de nuevo en unos segundos.';

/** Idempotency-Key of a create: malformed, or already used for another request. */
export const MENSAJE_CLAVE_ENVIO_NO_VALIDA = 'La clave de envío (Idempotency-Key) no es válida.';
export const MENSAJE_CLAVE_ENVIO_REUTILIZADA = 'Esta clave de envío ya se usó con otros datos. Recargue la página y vuelva a intentarlo.';
/** 503: the server refuses work it cannot take now (e.g. too many passwords being checked at once). */
export const MENSAJE_SERVIDOR_OCUPADO = 'El servidor está ocupado. Inténtelo de nuevo en unos segundos.';

/** Bad input caught at the API's edge: Spanish, and never echoing the URL or the value sent. */
export const MENSAJE_DIRECCION_NO_VALIDA = 'La dirección solicitada no es válida.';
export const MENSAJE_CODIFICACION_NO_VALIDA = 'El contenido enviado no es texto UTF-8 válido.';

/** A NUL character or a lone UTF-16 surrogate in a text the client sent: named by its field, never echoed. */
export function mensajeCaracteresNoPermitidos(campo: string): string {
  return `El campo "${campo}" contiene caracteres no permitidos.`;
}
