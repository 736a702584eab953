import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  CLAVE_ERROR_REGISTRO,
  erroresDeIssues,
  formatMensaje,
  MENSAJE_DATOS_NO_VALIDOS,
  MENSAJE_DIRECCION_NO_VALIDA,
  MENSAJE_SERVICIO_NO_DISPONIBLE,
} from '@registro-lma/shared/domain';
import { esConexionPerdida } from '../db/connection-lost';
import { uniqueViolationField } from '../db/unique-constraints';
import { ApiError, invalidInput, type ErrorBody } from './api-errors';
import { auditarDenegacion } from './auditoria-seguridad-commands';

export const MENSAJE_ERROR_INESPERADO = 'Se ha producido un error inesperado. Inténtelo de nuevo más tarde.';
export const MENSAJE_PETICION_INTERRUMPIDA = 'La petición se interrumpió antes de recibirse completa. Envíela de nuevo.';

/** Seconds a client waits before repeating a request the database could not serve (503). */
export const REINTENTAR_TRAS_SEGUNDOS = 5;

/** Spanish messages for the client errors Fastify raises itself (parsing, size, media type). */
const MENSAJE_POR_ESTADO: Readonly<Record<number, string>> = {
  413: 'La petición supera el tamaño máximo permitido.',
  414: MENSAJE_DIRECCION_NO_VALIDA,
  415: 'Tipo de contenido no admitido.',
  431: 'Las cabeceras de la petición superan el tamaño máximo permitido.',
};

// Fastify's own URL errors echo the URL in English: the client gets a fixed Spanish text instead.
const BAD_URL_CODES = new Set(['FST_ERR_BAD_URL', 'FST_ERR_MAX_PARAM_LENGTH']);

const MALFORMED_BODY_CODES = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

function validationErrors(validation: readonly { instancePath: string; message?: string }[]): Record<string, string> {
  return erroresDeIssues(
    validation.map((issue) => ({
      path: issue.instancePath.split('/').filter((segment) => segment !== ''),
      message: issue.message ?? MENSAJE_DATOS_NO_VALIDOS,
    })),
  );
}

function toApiError(error: FastifyError): ApiError | null {
  if (error instanceof ApiError) return error;
  if (esConexionPerdida(error)) return new ApiError(503, MENSAJE_SERVICIO_NO_DISPONIBLE, undefined, REINTENTAR_TRAS_SEGUNDOS);
  if (hasZodFastifySchemaValidationErrors(error)) return invalidInput(validationErrors(error.validation));
  if (BAD_URL_CODES.has(error.code)) return new ApiError(error.statusCode ?? 400, MENSAJE_DIRECCION_NO_VALIDA);
  if (MALFORMED_BODY_CODES.has(error.code)) return invalidInput({ [CLAVE_ERROR_REGISTRO]: formatMensaje('G14') });
  const field = uniqueViolationField(error);
  if (field !== null) return new ApiError(409, formatMensaje('G13'), { [field]: formatMensaje('G13') });
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return new ApiError(status, MENSAJE_POR_ESTADO[status] ?? MENSAJE_DATOS_NO_VALIDOS);
  }
  return null;
}

/**
 * One place turns every failure into `{ message, errores? }`: bad input is never a 500. Every 403, wherever it was
 * raised (and after its transaction rolled back), is a security event of the audit trail, and so is a refusal answered
 * as a 404 so as not to reveal that the record exists.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply> {
  // The client closed the connection while sending the body (an upload cut short): its socket error (ECONNRESET
  // «aborted») is no lost database and no fault here, and nobody reads the answer.
  if (request.raw.readableAborted) {
    request.log.info({ bytesRecibidos: request.raw.socket?.bytesRead }, 'Petición interrumpida por el cliente antes de enviar el cuerpo completo');
    return reply.code(400).send({ message: MENSAJE_PETICION_INTERRUMPIDA } satisfies ErrorBody);
  }
  const apiError = toApiError(error);
  if (apiError === null) {
    request.log.error({ err: error }, 'Error inesperado');
    return reply.code(500).send({ message: MENSAJE_ERROR_INESPERADO } satisfies ErrorBody);
  }
  if (apiError.statusCode >= 500) request.log.error({ err: error }, apiError.message);
  if (apiError.retryAfterSeconds !== undefined) reply.header('retry-after', String(apiError.retryAfterSeconds));
  const responder = () => reply.code(apiError.statusCode).send(apiError.toBody());
  return apiError.statusCode === 403 || apiError.denegado ? auditarDenegacion(request).then(responder) : responder();
}
