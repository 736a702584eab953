import { mock } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppConfig, type BuildAppOptions } from '../app';
import { openDatabase } from '../db/connection';
import { createTestDatabase } from './test-database';
import { testConfig } from './test-config';

/**
 * The whole API on a fresh database (see `createTestDatabase`). Closing the app closes the database, then drops it.
 * Logging is off unless `options.logger` says otherwise; the first-admin notice is kept out of the test output.
 * `ajustes` override the test settings (e.g. `trustProxy`).
 */
export async function createTestApp(options: Omit<BuildAppOptions, 'database'> = {}, ajustes: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const testDatabase = await createTestDatabase();
  const config = { ...testConfig(testDatabase), ...ajustes };
  const info = mock.method(console, 'info', () => undefined);
  try {
    const database = await openDatabase(config);
    try {
      const app = await buildApp(config, { logger: false, ...options, database });
      app.addHook('onClose', async () => {
        await database.close();
        await testDatabase.drop();
      });
      return app;
    } catch (error) {
      await database.close();
      throw error;
    }
  } catch (error) {
    await testDatabase.drop();
    throw error;
  } finally {
    info.mock.restore();
  }
}

/**
 * Two instances of the API on one fresh database, as two processes behind a load balancer would be: on PostgreSQL
 * each has its own pool and its own listening connection; embedded PGlite has one process, so they share it.
 * Closing both drops the database.
 */
export async function createTwinTestApps(): Promise<[FastifyInstance, FastifyInstance]> {
  const testDatabase = await createTestDatabase();
  const config = testConfig(testDatabase);
  const info = mock.method(console, 'info', () => undefined);
  try {
    const primera = await openDatabase(config);
    const segunda = testDatabase.databaseUrl === undefined ? primera : await openDatabase(config);
    const apps = [await buildApp(config, { logger: false, database: primera }), await buildApp(config, { logger: false, database: segunda })] as const;
    let abiertas = apps.length;
    for (const app of apps) {
      app.addHook('onClose', async () => {
        abiertas -= 1;
        if (abiertas > 0) return;
        await primera.close();
        if (segunda !== primera) await segunda.close();
        await testDatabase.drop();
      });
    }
    return [apps[0], apps[1]];
  } finally {
    info.mock.restore();
  }
}
