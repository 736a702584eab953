import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Release catalogues change only with a release: the browser keeps them 50 minutes and then revalidates with the ETag.
 * The ⚙ ones (and the index, which lists their versions) change when the administrator edits them: revalidated
 * every time, a 304 while unchanged.
 */
const CACHE_CONTROL = { version: 'private, max-age=3000', configurable: 'private, no-cache' } as const;

function coincide(cabecera: string | undefined, etag: string): boolean {
  if (cabecera === undefined) return false;
  return cabecera
    .split(',')
    .map((candidata) => candidata.trim().replace(/^W\//, ''))
    .some((candidata) => candidata === '*' || candidata === etag);
}

/**
 * Sets the validators of a response whose content is identified by `version`; when the client already holds that
 * version (If-None-Match), answers 304 without a body and returns true.
 */
export function responderSiNoCambia(request: FastifyRequest, reply: FastifyReply, version: string, origen: keyof typeof CACHE_CONTROL = 'version'): boolean {
  const etag = `"${version}"`;
  reply.header('etag', etag).header('cache-control', CACHE_CONTROL[origen]);
  if (!coincide(request.headers['if-none-match'], etag)) return false;
  void reply.code(304).send();
  return true;
}
