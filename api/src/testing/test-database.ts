import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  /** The application role's URL; undefined → in-memory PGlite (with `dataDir: 'memory://'`). */
  databaseUrl: string | undefined;
  /** The owner role's URL (migrations); undefined with PGlite. */
  databaseOwnerUrl: string | undefined;
  drop(): Promise<void>;
}

/** Statements in turn on a connection of their own to the server at `url`. */
export async function onServer(url: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `serverUrl` signed in as another role on another database. */
function urlAs(serverUrl: string, database: string, role: string, password: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  url.username = role;
  url.password = password;
  return url.toString();
}

/**
 * A fresh, empty database: a new uniquely named one on TEST_DATABASE_URL's server (set by run-tests.mjs for the
 * PostgreSQL pass), dropped with its connections by `drop()`; without it, in-memory PGlite. On the server it is
 * split as in production (README, «Roles de PostgreSQL»): an owner role that migrates and an application role
 * the app connects as, both created from TEST_DATABASE_URL's (super)user and named after the database, so test
 * processes running in parallel never share or race for a role.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL || undefined;
  if (serverUrl === undefined) return { databaseUrl: undefined, databaseOwnerUrl: undefined, drop: async () => undefined };
  const name = `registro_lma_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const owner = { role: `${name}_propietario`, password: randomBytes(16).toString('hex') };
  const application = { role: `${name}_aplicacion`, password: randomBytes(16).toString('hex') };
  const drop = () =>
    onServer(
      serverUrl,
      `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`,
      `DROP ROLE IF EXISTS "${application.role}"`,
      `DROP ROLE IF EXISTS "${owner.role}"`,
    );
  try {
    await onServer(
      serverUrl,
      `CREATE ROLE "${owner.role}" LOGIN PASSWORD '${owner.password}'`,
      `CREATE ROLE "${application.role}" LOGIN PASSWORD '${application.password}'`,
      `CREATE DATABASE "${name}" OWNER "${owner.role}"`,
    );
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    databaseUrl: urlAs(serverUrl, name, application.role, application.password),
    databaseOwnerUrl: urlAs(serverUrl, name, owner.role, owner.password),
    drop,
  };
}
