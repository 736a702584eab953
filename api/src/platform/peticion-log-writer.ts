import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written when it is answered, with its route, status and time, instead of Fastify's
 * pair («incoming request», then «request completed» without the route): half the logging work on the read path.
 * A request that failed is logged through its own logger, censored, with its error.
 */
export class UnaLineaPorPeticion extends LogController {
  /**
   * The server's logger without the censor, for the line of an answered request: that line holds only what the
   * serializers pick (method, route pattern, address; status) and the time, never a header, a body or a field the
   * censor looks for, so censoring it is pure cost on every request. Made at the first answer: each app has its own
   * controller, built before its logger.
   */
  private accesos: FastifyBaseLogger | undefined;

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const linea = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) {
      reply.log.error({ ...linea, err: error }, 'request errored');
      return;
    }
    this.accesos ??= request.server.log.child({}, { redact: [] });
    this.accesos.info({ [this.requestIdLogLabel]: request.id, ...linea }, 'request completed');
  }
}
