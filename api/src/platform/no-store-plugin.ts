import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PREFIJO_API } from './api-prefix-constants';

/**
 * Answers of the API may carry patient data: no browser or proxy cache keeps them, errors included.
 * A route that set its own Cache-Control keeps it: the catalogues (no patient data) are kept 50 minutes by design.
 * The web app's own files, served outside these prefixes, keep their caching.
 */
async function noStore(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith(PREFIJO_API) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

export const noStorePlugin = fp(noStore, { name: 'no-store' });
