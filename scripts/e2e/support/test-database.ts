import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase as createServerDatabase } from '@registro-lma/api/testing/test-database';

export interface TestDatabase {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * A fresh database: a new one on the PostgreSQL server of TEST_DATABASE_URL, split into owner and application
 * roles as the API tests do, else an empty PGlite folder.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!process.env.TEST_DATABASE_URL) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'registro-lma-e2e-'));
    return { env: { DATA_DIR: dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const database = await createServerDatabase();
  return {
    env: { DATABASE_URL: database.databaseUrl ?? '', DATABASE_OWNER_URL: database.databaseOwnerUrl ?? '' },
    drop: database.drop,
  };
}
