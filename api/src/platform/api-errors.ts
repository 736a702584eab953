import {
  MENSAJE_CONFLICTO_VERSION,
  MENSAJE_DATOS_NO_VALIDOS,
  MENSAJE_RECURSO_NO_ENCONTRADO,
  MENSAJE_SESION_NO_VALIDA,
  MENSAJE_SIN_PERMISOS,
} from '@registro-lma/shared/domain';

/** The error body of every failed call: a Spanish message and, for invalid input, one message per field. */
export interface ErrorBody {
  message: string;
  errores?: Record<string, string>;
}

/** An expected failure with its HTTP status; the central error handler sends it as an `ErrorBody`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errores?: Record<string, string>,
    /** Sent as `Retry-After` (seconds): when the client may try again. */
    readonly retryAfterSeconds?: number,
    /** A refusal answered as «not found», so as not to reveal that the record exists: audited as a refused access. */
    readonly denegado = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ErrorBody {
    return this.errores === undefined ? { message: this.message } : { message: this.message, errores: this.errores };
  }
}

export const invalidInput = (errores: Record<string, string>) => new ApiError(400, MENSAJE_DATOS_NO_VALIDOS, errores);
export const unauthenticated = () => new ApiError(401, MENSAJE_SESION_NO_VALIDA);
export const forbidden = () => new ApiError(403, MENSAJE_SIN_PERMISOS);
export const notFound = () => new ApiError(404, MENSAJE_RECURSO_NO_ENCONTRADO);
/** data-dictionary §2.3: an out-of-scope record answered as one that does not exist, and still audited as refused. */
export const notFoundDenegado = () => new ApiError(404, MENSAJE_RECURSO_NO_ENCONTRADO, undefined, undefined, true);
export const staleVersion = () => new ApiError(409, MENSAJE_CONFLICTO_VERSION);
