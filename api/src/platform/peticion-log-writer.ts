import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written when it is answered, with its route, status and time, instead of Fastify's
 * pair («incoming request», then «request completed» without the route): half the logging work on the read path.
 */
export class UnaLineaPorPeticion extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const linea = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...linea, err: error }, 'request errored');
    else reply.log.info(linea, 'request completed');
  }
}
