import { mock } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { openDatabase } from '../db/connection';
import { createTestDatabase } from './test-database';
import { testConfig } from './test-config';

/**
 * The whole API on a fresh database (see `createTestDatabase`). Closing the app closes the database, then drops it.
 * Logging is off unless `options.logger` says otherwise; the first-admin notice is kept out of the test output.
 */
export async function createTestApp(options: Omit<BuildAppOptions, 'database'> = {}): Promise<FastifyInstance> {
  const testDatabase = await createTestDatabase();
  const config = testConfig(testDatabase.databaseUrl);
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
