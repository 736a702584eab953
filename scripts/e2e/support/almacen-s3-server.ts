import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { puertoLibre } from './puerto-libre';
import { REPO_ROOT } from './running-system';

export interface AlmacenS3 {
  /** The S3_* variables that point an API process at this store. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

const BUCKET = 'registro-lma-e2e';

/**
 * An S3-compatible store (s3rver, the API tests' own, run as its command in a process of its own) on a free port of
 * 127.0.0.1 over a temporary folder, with the bucket created; stopping it removes the folder.
 */
export async function arrancarAlmacenS3(): Promise<AlmacenS3> {
  const carpeta = await mkdtemp(path.join(os.tmpdir(), 'registro-lma-s3-'));
  const puerto = await puertoLibre();
  const hijo = spawn(
    process.execPath,
    [path.join(REPO_ROOT, 'api/node_modules/s3rver/bin/s3rver.js'), '-d', carpeta, '-a', '127.0.0.1', '-p', String(puerto), '--configure-bucket', BUCKET],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let salida = '';
  hijo.stdout.on('data', (trozo) => (salida += trozo));
  hijo.stderr.on('data', (trozo) => (salida += trozo));
  const stop = async () => {
    if (hijo.exitCode === null && hijo.signalCode === null) {
      const terminado = new Promise((resolve) => hijo.once('exit', resolve));
      hijo.kill('SIGTERM');
      await terminado;
    }
    await rm(carpeta, { recursive: true, force: true });
  };
  const endpoint = `http://127.0.0.1:${puerto}`;
  const limite = Date.now() + 30_000;
  for (;;) {
    if (hijo.exitCode !== null) {
      await stop();
      throw new Error(`s3rver terminó (código ${hijo.exitCode}):\n${salida}`);
    }
    // The bucket answers once s3rver has created it.
    const listo = await fetch(`${endpoint}/${BUCKET}`).then((respuesta) => respuesta.ok, () => false);
    if (listo) break;
    if (Date.now() > limite) {
      await stop();
      throw new Error(`s3rver no respondió en 30 s:\n${salida}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_REGION: 'us-east-1' },
    stop,
  };
}
