import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../db/database';
import * as schema from '../db/schema';

export interface BaseDelPropietario {
  db: Database;
  close(): Promise<void>;
}

/**
 * The role owning the tables, for what the application's role may not do (ANALYZE after a bulk seed, TRUNCATE):
 * on PostgreSQL a pool of its own on `ownerUrl`; PGlite has one role only, so `unicoRol` itself (left open).
 */
export function comoPropietario(ownerUrl: string | undefined, unicoRol: Database): BaseDelPropietario {
  if (ownerUrl === undefined) return { db: unicoRol, close: async () => undefined };
  const pool = new pg.Pool({ connectionString: ownerUrl });
  return { db: drizzle({ client: pool, schema }), close: () => pool.end() };
}
