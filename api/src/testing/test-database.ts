import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  /** undefined → in-memory PGlite (with `dataDir: 'memory://'`). */
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

/** One statement on a connection of its own to the server at `url`. */
export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database: a new uniquely named one on TEST_DATABASE_URL's server (set by run-tests.mjs for the
 * PostgreSQL pass), dropped with its connections by `drop()`; without it, in-memory PGlite.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL || undefined;
  if (serverUrl === undefined) return { databaseUrl: undefined, drop: async () => undefined };
  const name = `registro_lma_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  return {
    databaseUrl: databaseUrl.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
