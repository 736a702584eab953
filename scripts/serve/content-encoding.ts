import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** A body kept in memory as it is and in both encodings, compressed once at start, never per request. */
export type EncodedBodies = Record<ContentEncoding | 'identity', Buffer>;

export function compressOnce(body: string): EncodedBodies {
  const identity = Buffer.from(body, 'utf8');
  return {
    identity,
    // The strongest levels, as the build's twins: the cost is paid once, when the server starts.
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/**
 * The encoding to answer with for an Accept-Encoding header: brotli when accepted (it is smaller), else gzip, else
 * none (identity). The highest q wins; `q=0` refuses. Like @fastify/static's `preCompressed`, the wildcard `*` stands
 * for gzip only, so the shell and the static files choose alike for the same request.
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const entry of acceptEncoding.toLowerCase().split(',')) {
    const [token = '', ...params] = entry.split(';').map((part) => part.trim());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(token, Number.isNaN(weight) ? 0 : weight);
  }
  const br = weights.get('br') ?? 0;
  const gzip = weights.get('gzip') ?? weights.get('*') ?? 0;
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : undefined;
}
