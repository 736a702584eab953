import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../api-config';
import type { Almacen } from './almacen-storage';
import { almacenEnCarpeta } from './almacen-carpeta-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files: S3-compatible storage when configured, else DATA_DIR/ficheros. */
    almacen: Almacen;
  }
}

// The embedded database's in-memory mode (tests, demos): its files live and die with the process too.
const EN_MEMORIA = 'memory://';

/**
 * The storage a configuration names, as the server uses it (also for a process that writes files the server will
 * serve, such as the demo seed): S3-compatible when configured, else the folder DATA_DIR/ficheros.
 */
export async function almacenDeConfig(config: Pick<AppConfig, 's3' | 'dataDir'>): Promise<Almacen> {
  if (config.s3 !== undefined) {
    // The AWS SDK (≈ 0.5 s to load) only where S3 is configured.
    const { almacenEnS3 } = await import('./almacen-s3-storage');
    return almacenEnS3(config.s3);
  }
  return almacenEnCarpeta(join(config.dataDir, 'ficheros'));
}

async function almacen(app: FastifyInstance): Promise<void> {
  if (app.config.s3 !== undefined || !app.config.dataDir.startsWith(EN_MEMORIA)) {
    app.decorate('almacen', await almacenDeConfig(app.config));
    return;
  }
  const carpeta = await mkdtemp(join(tmpdir(), 'registro-lma-ficheros-'));
  app.decorate('almacen', almacenEnCarpeta(carpeta));
  app.addHook('onClose', () => rm(carpeta, { recursive: true, force: true }));
}

export const almacenPlugin = fp(almacen, { name: 'almacen' });
