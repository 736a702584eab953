import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from './test-database';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const ADMIN = { email: 'admin-e2e@registro-lma.local', password: 'Contraseña-e2e-2026' };

export interface RunningSystem {
  url: string;
  /** The server's process (its memory is sampled by the extracts benchmark). */
  pid: number;
  /** Rewrites the runtime config override file the server reads on every request. */
  setRuntimeConfig(override: Record<string, unknown>): Promise<void>;
  stop(): Promise<void>;
}

/** The port the server bound, read from the line it prints once it listens (it is started with PORT=0). */
async function waitForServer(child: ChildProcess, logs: () => string): Promise<number> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const port = /Registro LMA disponible en http:\/\/localhost:(\d+)/.exec(logs())?.[1];
    if (port !== undefined) return Number(port);
    if (child.exitCode !== null) throw new Error(`El servidor terminó (código ${child.exitCode}):\n${logs()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`El servidor no respondió en 60 s:\n${logs()}`);
}

/**
 * Starts the built system as `pnpm start` does (scripts/serve/start.ts) on a fresh database, or on `compartida`, which
 * the caller then drops (several processes on one database).
 */
export async function startSystem(extraEnv: Record<string, string> = {}, compartida?: TestDatabase): Promise<RunningSystem> {
  const database: TestDatabase = compartida ?? (await createTestDatabase());
  const soltarBase = () => (compartida === undefined ? database.drop() : Promise.resolve());
  const configDir = await mkdtemp(path.join(os.tmpdir(), 'registro-lma-config-'));
  const runtimeConfigFile = path.join(configDir, 'runtime-config.json');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'scripts/serve/start.ts')], {
    cwd: path.join(REPO_ROOT, 'scripts'),
    env: {
      ...process.env,
      ...database.env,
      // The system chooses a free port as the server binds it: a port chosen here could be taken before then.
      PORT: '0',
      JWT_SECRET: 'secreto-de-pruebas-e2e-0123456789abcdef',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RUNTIME_CONFIG_FILE: runtimeConfigFile,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  let url: string;
  try {
    url = `http://127.0.0.1:${await waitForServer(child, () => output)}`;
  } catch (error) {
    // Not left running (a build it had started would go on writing dist/ and its stamps after the caller gave up).
    child.kill('SIGTERM');
    await soltarBase();
    await rm(configDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    pid: child.pid!,
    setRuntimeConfig: (override) => writeFile(runtimeConfigFile, JSON.stringify(override)),
    stop: async () => {
      // A process killed by a signal has no exit code, only its signal.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await soltarBase();
      await rm(configDir, { recursive: true, force: true });
    },
  };
}
