import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { AppConfig } from '../platform/config';
import * as schema from './schema';
import { avisosPglite, avisosPostgres, type AvisosBaseDeDatos } from './avisos';
import { ClienteConSentenciasPreparadas } from './sentencias-preparadas';
import type { Database } from './database';

export interface DatabaseHandle {
  db: Database;
  avisos: AvisosBaseDeDatos;
  close(): Promise<void>;
}

const MEMORY_DATA_DIR = 'memory://';
const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  let location = MEMORY_DATA_DIR;
  if (dataDir !== MEMORY_DATA_DIR) {
    // The data folder also holds uploaded files later; the database gets its own sub-folder.
    location = join(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  // Extensions the migrations create must be loaded into the embedded engine first.
  const client = new PGlite(location, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return { db, avisos: avisosPglite(client), close: () => client.close() };
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, Client: ClienteConSentenciasPreparadas });
  // An idle connection dropped by the server (restart, admin kill) must not crash the process: the pool replaces it.
  pool.on('error', (error) => console.error('Conexión a PostgreSQL perdida:', error.message));
  try {
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
    return { db, avisos: avisosPostgres(connectionString), close: () => pool.end() };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

/** Opens the configured database (a PostgreSQL server, else embedded PGlite) and applies pending migrations. */
export function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}
