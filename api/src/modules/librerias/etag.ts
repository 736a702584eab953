import type { FastifyReply, FastifyRequest } from 'fastify';

/** Catalogues change only with a release: the browser keeps them 50 minutes and then revalidates with the ETag. */
const CACHE_CONTROL_LIBRERIA = 'private, max-age=3000';

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
export function responderSiNoCambia(request: FastifyRequest, reply: FastifyReply, version: string): boolean {
  const etag = `"${version}"`;
  reply.header('etag', etag).header('cache-control', CACHE_CONTROL_LIBRERIA);
  if (!coincide(request.headers['if-none-match'], etag)) return false;
  void reply.code(304).send();
  return true;
}
