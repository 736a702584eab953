import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet's security headers on every answer, from one middleware built at start: @fastify/helmet built it again for
 * every request (reading its options each time) and added a second hook for per-reply calls the API never makes. The
 * front-end server sets the Content-Security-Policy for the pages it serves.
 */
async function cabecerasSeguridad(app: FastifyInstance): Promise<void> {
  const aplicar = helmet({ contentSecurityPolicy: false });
  // Helmet 8 calls back without an error: a failure would be thrown, not passed.
  app.addHook('onRequest', (request, reply, done) => aplicar(request.raw, reply.raw, () => done()));
}

export const cabecerasSeguridadPlugin = fp(cabecerasSeguridad, { name: 'cabeceras-seguridad' });
