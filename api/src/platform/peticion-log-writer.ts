import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * The server's logger without the censor, for the line of an answered request: that line holds only what the
 * serializers pick (method, route pattern, address; status) and the time, never a header, a body or a field the censor
 * looks for, so censoring it is pure cost on every request. One per server logger.
 */
const sinCensura = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

function registroDeAccesos(request: FastifyRequest): FastifyBaseLogger {
  const servidor = request.server.log;
  let accesos = sinCensura.get(servidor);
  if (accesos === undefined) {
    accesos = servidor.child({}, { redact: [] });
    sinCensura.set(servidor, accesos);
  }
  return accesos;
}

/**
 * One log line per request, written when it is answered, with its route, status and time, instead of Fastify's
 * pair («incoming request», then «request completed» without the route): half the logging work on the read path.
 * A request that failed is logged through its own logger, censored, with its error.
 */
export class UnaLineaPorPeticion extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const linea = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...linea, err: error }, 'request errored');
    else registroDeAccesos(request).info({ [this.requestIdLogLabel]: request.id, ...linea }, 'request completed');
  }
}
