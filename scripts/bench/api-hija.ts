// The API in a child process of a benchmark, so that its memory and CPU are its own and the load comes from elsewhere.
// `arrancarApiHija` runs this file, which starts the app on a free port of 127.0.0.1 and prints the URL it listens on.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@registro-lma/api';
import { loadConfig } from '@registro-lma/api/config';

const ESCUCHANDO = 'API escuchando en ';

/** One signing key for every child API of the run: a child started again still accepts the sessions opened before. */
const JWT_SECRET = randomBytes(32).toString('base64url');

/** The administrator the child API creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN_BENCH = { email: 'admin-bench@registro-lma.local', password: randomBytes(12).toString('base64url') };

/** Starts the API with `env` over this process's environment; resolves once it listens. */
export function arrancarApiHija(env: Record<string, string>): Promise<{ hijo: ChildProcess; url: string }> {
  const hijo = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), 'servidor'], {
    env: {
      ...process.env,
      ...env,
      JWT_SECRET,
      ADMIN_EMAIL: ADMIN_BENCH.email,
      ADMIN_PASSWORD: ADMIN_BENCH.password,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    hijo.on('error', reject);
    hijo.on('exit', (codigo) => reject(new Error(`El servidor terminó antes de arrancar (código ${codigo}).`)));
    const lineas = createInterface({ input: hijo.stdout as NodeJS.ReadableStream });
    lineas.on('line', (linea) => {
      if (linea.startsWith(ESCUCHANDO)) resolve({ hijo, url: linea.slice(ESCUCHANDO.length) });
    });
  });
}

/** Stops the child API (if it still runs) and waits until it has exited. */
export async function detenerApiHija(hijo: ChildProcess | undefined): Promise<void> {
  if (hijo === undefined || hijo.exitCode !== null) return;
  const fin = new Promise((resolve) => hijo.once('exit', resolve));
  hijo.kill('SIGTERM');
  await fin;
}

async function servidor(): Promise<void> {
  const app = await buildApp(loadConfig(), { logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${ESCUCHANDO}${url}\n`);
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

if (process.argv[2] === 'servidor') void servidor();
