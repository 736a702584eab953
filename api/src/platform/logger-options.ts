import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { errorParaRegistro } from './error-log-mapper';

type LoggerOption = FastifyServerOptions['logger'];
type LoggerSettings = Exclude<LoggerOption, boolean | undefined>;

/**
 * Never in a log line, whatever a call site passes: credentials, cookies and bodies. The serializers
 * below already leave them out of `req` and `err`; these paths catch them anywhere else a log call might put them.
 */
export const RUTAS_CENSURADAS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  'body',
  'req.body',
  'password',
  'password_hash',
  'token',
  '*.password',
  '*.password_hash',
  '*.token',
  'err.params',
  'err.detail',
];

type RequestParaRegistro = {
  method: string;
  /** The route's pattern (`/pacientes/:id`): a path or query may carry a searched name or UPN. */
  url: string;
  remoteAddress: string;
};

function requestParaRegistro(request: FastifyRequest): RequestParaRegistro {
  const ruta = request.routeOptions?.url;
  return {
    method: request.method,
    url: ruta ?? (request.url ?? '').split('?')[0] ?? '',
    remoteAddress: request.ip,
  };
}

const SEGURAS = {
  redact: { paths: RUTAS_CENSURADAS, censor: '[censurado]' },
  serializers: { req: requestParaRegistro, err: errorParaRegistro },
};

/** The app's logger settings: the caller's level and destination, always with the redaction and serializers. */
export function opcionesDelRegistro(logger: LoggerOption): LoggerOption {
  if (logger === false) return false;
  const propias: LoggerSettings = logger === undefined || logger === true ? { level: 'info' } : logger;
  return { ...propias, ...SEGURAS };
}
