import type { FastifyReply, FastifyRequest } from 'fastify';
import { MENSAJE_RECURSO_NO_ENCONTRADO } from '@registro-lma/shared/domain';
import type { ErrorBody } from './api-errors';
import { DOCS_PREFIX } from './docs-plugin';

/** Every API service prefix starts like this: /leucemia, /leucemiaUsuarios, /leucemiaLogs… */
const API_PREFIX = '/leucemia';

export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => unknown;

function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path.startsWith(API_PREFIX) || path === DOCS_PREFIX || path.startsWith(`${DOCS_PREFIX}/`);
}

/** Unknown API and docs paths answer 404 JSON; other paths go to the fallback (the web app) when there is one. */
export function notFoundHandler(fallback?: NotFoundFallback) {
  return function handleNotFound(request: FastifyRequest, reply: FastifyReply): unknown {
    if (fallback !== undefined && !isApiPath(request.url)) return fallback(request, reply);
    return reply.code(404).send({ message: MENSAJE_RECURSO_NO_ENCONTRADO } satisfies ErrorBody);
  };
}
