import {
  MENSAJE_CONFLICTO_VERSION,
  MENSAJE_DATOS_NO_VALIDOS,
  MENSAJE_DEMASIADOS_INTENTOS,
  MENSAJE_RECURSO_NO_ENCONTRADO,
  MENSAJE_SERVICIO_NO_DISPONIBLE,
  MENSAJE_SESION_NO_VALIDA,
  MENSAJE_SIN_PERMISOS,
} from '../domain/messages/mensajes-fijos';

/** Status used when no response arrived (network down, DNS, CORS, timeout). */
export const NETWORK_FAILURE_STATUS = 0;

const MENSAJE_SIN_CONEXION = 'No se pudo conectar con el servidor. Compruebe su conexión e inténtelo de nuevo.';
const MENSAJE_ERROR_SERVIDOR = 'Error interno del servidor. Inténtelo de nuevo más tarde.';

const MENSAJE_POR_ESTADO: Readonly<Record<number, string>> = {
  [NETWORK_FAILURE_STATUS]: MENSAJE_SIN_CONEXION,
  400: MENSAJE_DATOS_NO_VALIDOS,
  401: MENSAJE_SESION_NO_VALIDA,
  403: MENSAJE_SIN_PERMISOS,
  404: MENSAJE_RECURSO_NO_ENCONTRADO,
  409: MENSAJE_CONFLICTO_VERSION,
  429: MENSAJE_DEMASIADOS_INTENTOS,
  503: MENSAJE_SERVICIO_NO_DISPONIBLE,
};

/** The Spanish message shown when the API body carries none. */
export function genericMessageFor(status: number): string {
  const mensaje = MENSAJE_POR_ESTADO[status];
  if (mensaje !== undefined) return mensaje;
  if (status >= 500) return MENSAJE_ERROR_SERVIDOR;
  return `Se ha producido un error inesperado (código ${status}).`;
}

/** A failed API call: `message` is always Spanish and fit to show; `errores` maps field name to message (400). */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly errores: Readonly<Record<string, string>>;

  constructor(status: number, message?: string, errores: Readonly<Record<string, string>> = {}) {
    super(message ?? genericMessageFor(status));
    this.status = status;
    this.errores = errores;
  }
}

/** Builds the error from a parsed API error body `{ message, errores? }`, tolerating any other shape. */
export function httpErrorFromBody(status: number, body: unknown): HttpError {
  if (typeof body !== 'object' || body === null) return new HttpError(status);
  const { message, errores } = body as { message?: unknown; errores?: unknown };
  return new HttpError(
    status,
    typeof message === 'string' && message.trim() !== '' ? message : undefined,
    stringEntries(errores),
  );
}

function stringEntries(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
