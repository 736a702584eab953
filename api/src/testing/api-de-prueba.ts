import { after, before } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { AppConfig, BuildAppOptions } from '../app';
import { createTestApp } from './create-test-app';

export interface ApiDePrueba {
  readonly app: FastifyInstance;
}

/**
 * Registers the file's (or the `describe`'s) before/after: the whole API on a fresh database (`createTestApp`),
 * closed at the end. `preparar` runs once the API is up: a file's set-up (users, centres, patients) goes there, not
 * in a `before` of its own, because node:test runs a file's top-level `before` hooks at the same time.
 */
export function usarApiDePrueba(
  preparar?: (app: FastifyInstance) => Promise<void>,
  opciones: Omit<BuildAppOptions, 'database'> = {},
  ajustes: Partial<AppConfig> = {},
): ApiDePrueba {
  let app: FastifyInstance | undefined;
  before(async () => {
    app = await createTestApp(opciones, ajustes);
    await preparar?.(app);
  });
  after(() => app?.close());
  return {
    get app() {
      if (app === undefined) throw new Error('La API de prueba aún no ha arrancado.');
      return app;
    },
  };
}
