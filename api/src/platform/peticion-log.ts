import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, written when it is answered, with its route, status and time (the app is built with
 * Fastify's own pair of lines, «incoming request» and «request completed», switched off): half the logging work
 * on the read path, and the same facts.
 */
export function registrarPeticiones(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
