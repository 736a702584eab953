import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentSecurityPolicy } from './content-security-policy';
import { readRuntimeConfig, REMOTE_NAMES, type RemoteName } from './runtime-config';

const REMOTE_FOLDERS: Record<RemoteName, string> = {
  auth: 'mfe-auth',
  patients: 'mfe-patients',
  samples: 'mfe-samples',
  downloads: 'mfe-downloads',
};

// Webpack names hashed chunks `<name>.<8 hex>.js`: those never change. Anything else (index.html,
// main.js, remoteEntry.js, mf-manifest.json, favicon) changes on deploy and must be revalidated.
const CONTENT_HASH = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
// With `preCompressed`, @fastify/static hands setHeaders the twin it sends (`main.js.br`): the policy is the original's.
const COMPRESSED_TWIN = /\.(br|gz)$/;

export function cacheControlFor(filePath: string): string {
  const original = path.basename(filePath).replace(COMPRESSED_TWIN, '');
  return CONTENT_HASH.test(original) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function setCacheHeaders(reply: FastifyReply, filePath: string) {
  reply.header('Cache-Control', cacheControlFor(filePath));
}

export function distFolder(repoRoot: string, folder: string): string {
  const dist = path.join(repoRoot, folder, 'dist');
  if (!existsSync(path.join(dist, folder === 'host' ? 'index.html' : 'mf-manifest.json'))) {
    throw new Error(`Falta la compilación de ${folder} (${dist}). Ejecute «pnpm run build».`);
  }
  return dist;
}

/** Serves the built host at /, each built remote under /mfe/<name>/ and /runtime-config.json. */
export async function registerFrontEnd(app: FastifyInstance, repoRoot: string, env: NodeJS.ProcessEnv) {
  const hostDist = distFolder(repoRoot, 'host');

  app.get('/runtime-config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return readRuntimeConfig(env);
  });

  await app.register(fastifyStatic, {
    root: hostDist,
    prefix: '/',
    index: false,
    wildcard: false,
    // The build writes `.br`/`.gz` twins (scripts/tooling/webpack/compression-plugins.mjs): sent as they are, with Vary.
    preCompressed: true,
    setHeaders: setCacheHeaders,
  });
  for (const name of REMOTE_NAMES) {
    await app.register(fastifyStatic, {
      root: distFolder(repoRoot, REMOTE_FOLDERS[name]),
      prefix: `/mfe/${name}/`,
      decorateReply: false,
      preCompressed: true,
      setHeaders: setCacheHeaders,
    });
  }

  // The build's index.html and its .br/.gz twins, chosen by Accept-Encoding like every other file (no-cache).
  const sendShell = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header('Content-Security-Policy', contentSecurityPolicy(readRuntimeConfig(env))).header('Vary', 'Accept-Encoding').sendFile('index.html');

  app.get('/', sendShell);

  /** Client-side routes (e.g. /paciente/12) get the shell; missing files get a plain 404. */
  return function spaFallback(request: FastifyRequest, reply: FastifyReply) {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '');
    if (wantsPage && !request.url.startsWith('/mfe/')) return sendShell(request, reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('No encontrado');
  };
}
