import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { buildApp } from '@registro-lma/api';
import { loadConfig } from '@registro-lma/api/config';
import { buildChanged } from '../build/incremental-build';
import { leerDemo, sembrarDemoAlArrancar } from '../seed/demo-al-arrancar';
import { registerFrontEnd } from './front-end';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const config = loadConfig({ ...process.env, DATA_DIR: process.env.DATA_DIR ?? path.join(repoRoot, 'data') });
const demo = leerDemo(process.env.DEMO);
if ('mensaje' in demo) {
  console.error(demo.mensaje);
  process.exit(1);
}

/** The README's way of calling pnpm: the exact version of `packageManager`, through npx. */
function pnpmCommand(): string {
  const { packageManager } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { packageManager: string };
  return `npx -y ${packageManager}`;
}

// In this process rather than as a `pnpm run build` before it: a second start with nothing changed spares a pnpm and a tsx start-up.
try {
  await buildChanged();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

let spaFallback: ((request: FastifyRequest, reply: FastifyReply) => unknown) | undefined;
const app = await buildApp(config, {
  extend: async (instance) => {
    spaFallback = await registerFrontEnd(instance, repoRoot, process.env);
  },
  notFound: (request, reply) => (spaFallback ? spaFallback(request, reply) : reply.code(404).send()),
});

if (demo.pacientes !== null) await sembrarDemoAlArrancar(app, config, demo.pacientes);

const host = process.env.HOST ?? '127.0.0.1';
await app.listen({ port: config.port, host });
// The port bound, not the one asked for: PORT=0 lets the system choose a free one (the end-to-end tests start so).
const url = `http://localhost:${(app.server.address() as AddressInfo).port}`;
console.info(`\nRegistro LMA disponible en ${url}`);
console.info(
  config.databaseUrl
    ? 'Base de datos: servidor PostgreSQL (DATABASE_URL).'
    : `Base de datos: PostgreSQL embebido (PGlite) en ${config.dataDir}.`,
);
console.info(`Inicie sesión en ${url}/login con la cuenta de administrador (ADMIN_EMAIL o la que se mostró en el primer arranque).`);
console.info(
  `Datos de demostración: ${config.databaseUrl ? '' : `arranque con «DEMO=1 ${pnpmCommand()} start» sobre una base vacía, o detenga el servidor (Ctrl+C) y `}ejecute «${pnpmCommand()} seed:demo -- --patients 500»` +
    ' (pacientes ficticios con su historia clínica en 12 centros; imprime los usuarios de demostración y su contraseña).\n',
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}
