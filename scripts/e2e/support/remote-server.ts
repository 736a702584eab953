import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { REPO_ROOT } from './running-system';

/** Serves one built remote from its own origin, as a separately deployed remote would be. */
export async function serveRemoteAlone(folder: string) {
  const app = Fastify();
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
  });
  await app.register(fastifyStatic, { root: path.join(REPO_ROOT, folder, 'dist') });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/`, stop: () => app.close() };
}
