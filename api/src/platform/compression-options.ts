import type { FastifyCompressOptions } from '@fastify/compress';
import { constants } from 'node:zlib';

/**
 * @fastify/compress for the API's answers, compressed per request:
 * - only over 1 KB: below that the headers and the CPU cost more than the bytes saved;
 * - brotli at quality 4: a 32 KB page of the patient list compresses to 9 % in ~0.1 ms, where quality 11 takes
 *   ~100 ms for 7 % (the strongest levels are for the build's precompressed files, paid once);
 * - gzip (zlib's default level 6) for clients without brotli;
 * - a reply that already has a Content-Encoding (the front end's precompressed `.br`/`.gz` files, the shell) is sent
 *   as it is; binary types (images, PDF) are left alone by the plugin's list of compressible types;
 * - request bodies are not decompressed: our clients never send compressed bodies, so that stays refused.
 */
export const COMPRESSION_OPTIONS: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  globalDecompression: false,
};
