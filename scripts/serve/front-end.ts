import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
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

export function cacheControlFor(filePath: string): string {
  return CONTENT_HASH.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache';
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
  const indexHtml = await readFile(path.join(hostDist, 'index.html'), 'utf8');

  app.get('/runtime-config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return readRuntimeConfig(env);
  });

  await app.register(fastifyStatic, {
    root: hostDist,
    prefix: '/',
    index: false,
    wildcard: false,
    setHeaders: setCacheHeaders,
  });
  for (const name of REMOTE_NAMES) {
    await app.register(fastifyStatic, {
      root: distFolder(repoRoot, REMOTE_FOLDERS[name]),
      prefix: `/mfe/${name}/`,
      decorateReply: false,
      setHeaders: setCacheHeaders,
    });
  }

  const sendShell = (reply: FastifyReply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', contentSecurityPolicy(readRuntimeConfig(env)))
      .type('text/html; charset=utf-8')
      .send(indexHtml);

  app.get('/', (_request, reply) => sendShell(reply));

  /** Client-side routes (e.g. /paciente/12) get the shell; missing files get a plain 404. */
  return function spaFallback(request: FastifyRequest, reply: FastifyReply) {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '');
    if (wantsPage && !request.url.startsWith('/mfe/')) return sendShell(reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('No encontrado');
  };
}
