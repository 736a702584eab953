import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Almacen } from './almacen';
import { almacenEnCarpeta } from './almacen-carpeta';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files: S3-compatible storage when configured, else DATA_DIR/ficheros. */
    almacen: Almacen;
  }
}

// The embedded database's in-memory mode (tests, demos): its files live and die with the process too.
const EN_MEMORIA = 'memory://';

async function almacen(app: FastifyInstance): Promise<void> {
  if (app.config.s3 !== undefined) {
    // The AWS SDK (≈ 0.5 s to load) only where S3 is configured.
    const { almacenEnS3 } = await import('./almacen-s3');
    app.decorate('almacen', almacenEnS3(app.config.s3));
    return;
  }
  if (!app.config.dataDir.startsWith(EN_MEMORIA)) {
    app.decorate('almacen', almacenEnCarpeta(join(app.config.dataDir, 'ficheros')));
    return;
  }
  const carpeta = await mkdtemp(join(tmpdir(), 'registro-lma-ficheros-'));
  app.decorate('almacen', almacenEnCarpeta(carpeta));
  app.addHook('onClose', () => rm(carpeta, { recursive: true, force: true }));
}

export const almacenPlugin = fp(almacen, { name: 'almacen' });
