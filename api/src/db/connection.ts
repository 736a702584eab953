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
import type { AppConfig } from '../platform/api-config';
import { describirError } from '../platform/error-log-mapper';
import * as schema from './schema';
import { listenNotifyPglite, listenNotifyPostgres, type ListenNotify } from './listen-notify';
import { ClienteConSentenciasPreparadas } from './prepared-statements';
import type { Database } from './database';
import { concederPermisosAplicacion, puedeAlterarAuditoria } from './permisos-aplicacion';

export interface DatabaseHandle {
  db: Database;
  /**
   * Where audited reads run: on a server, a pool of its own whose connections commit without waiting for the WAL
   * flush (see `crearPool`); embedded, the one connection there is.
   */
  lecturas: Database;
  avisos: ListenNotify;
  /** Embedded PGlite in a data folder: a consistent copy of the whole database (gzip tarball), taken while open. */
  volcar?: () => Promise<Blob>;
  close(): Promise<void>;
}

const MEMORY_DATA_DIR = 'memory://';
/** The SQL migrations, applied in order on every start (drizzle's journal in `meta/`). */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The data folder's sub-folder that holds the embedded database; the rest of DATA_DIR holds files. */
export function carpetaPglite(dataDir: string): string {
  return join(dataDir, 'pglite');
}

/**
 * An embedded engine at `location`, with the extensions the migrations create loaded first; `copia` fills an empty
 * location from a `volcar` tarball (backup restore).
 */
export function clientePglite(location: string, copia?: Blob): PGlite {
  return new PGlite(location, { extensions: { pg_trgm }, ...(copia ? { loadDataDir: copia } : {}) });
}

async function openPglite(dataDir: string, pgliteInicial: Blob | undefined): Promise<DatabaseHandle> {
  let location = MEMORY_DATA_DIR;
  if (dataDir !== MEMORY_DATA_DIR) {
    // The data folder also holds uploaded files; the database gets its own sub-folder.
    location = carpetaPglite(dataDir);
    mkdirSync(location, { recursive: true });
  }
  const client = clientePglite(location, location === MEMORY_DATA_DIR ? pgliteInicial : undefined);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    lecturas: db,
    avisos: listenNotifyPglite(client),
    ...(location === MEMORY_DATA_DIR
      ? {}
      : {
          // A checkpoint first puts every committed row in the data files the copy takes, not only in the WAL.
          volcar: async () => {
            await client.exec('CHECKPOINT');
            return client.dumpDataDir('gzip');
          },
        }),
    close: () => client.close(),
  };
}

/** Session advisory lock key: API processes starting together take turns to migrate and grant. */
const CERROJO_MIGRACIONES = 7_301_963;

/**
 * Migrations as the owner role, on a connection of its own; then, when the application connects as another role,
 * that role's privileges (db/permisos-aplicacion.ts).
 */
async function migrarComoPropietario(urlPropietario: string, rolAplicacion: string): Promise<void> {
  const propietario = new pg.Client({ connectionString: urlPropietario });
  await propietario.connect();
  try {
    await propietario.query('select pg_advisory_lock($1)', [CERROJO_MIGRACIONES]);
    await migratePg(drizzlePg({ client: propietario }), { migrationsFolder });
    const { rows } = await propietario.query<{ rol: string }>('select current_user as rol');
    if (rows[0]?.rol !== rolAplicacion) await concederPermisosAplicacion(propietario, rolAplicacion);
  } finally {
    // Ending the session releases the advisory lock.
    await propietario.end();
  }
}

/**
 * A pool of the application's role. The reads' pool sets `synchronous_commit = off` once per connection, at its
 * start-up: an audited read (its data and its audit row in one statement) is then acknowledged without waiting for
 * the WAL flush, which was 5-10 ms of every search and list on a loaded disk. Its audit row is still committed with
 * the read or not at all, and in WAL order, so any later synchronous commit flushes it too; only a crash of the
 * database server itself can lose the last fraction of a second of read rows (up to three wal_writer_delay), while
 * the user has seen the data. Changes never run there: the other pool keeps the server's synchronous commit, so an
 * acknowledged change is on disk.
 */
function crearPool(connectionString: string, lecturas: boolean): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    Client: ClienteConSentenciasPreparadas,
    ...(lecturas ? { options: '-c synchronous_commit=off' } : {}),
  });
  // An idle connection dropped by the server (restart, admin kill) must not crash the process: the pool replaces it.
  pool.on('error', (error) => console.error('Conexión a PostgreSQL perdida:', describirError(error)));
  // The pool listens only while a connection is idle: one killed while a request holds it (between two statements of
  // a transaction) would emit an unheard error and end the process. Its statement fails instead, and the pool drops it
  // on release.
  pool.on('connect', (cliente) => cliente.on('error', (error) => console.error('Conexión a PostgreSQL perdida en uso:', describirError(error))));
  return pool;
}

async function openPostgres(config: ConfigBaseDeDatos & { databaseUrl: string }): Promise<DatabaseHandle> {
  const connectionString = config.databaseUrl;
  const pool = crearPool(connectionString, false);
  const poolLecturas = crearPool(connectionString, true);
  const cerrar = async () => {
    await Promise.all([pool.end(), poolLecturas.end()]);
  };
  try {
    const { rows } = await pool.query<{ rol: string }>('select current_user as rol');
    await migrarComoPropietario(config.databaseOwnerUrl ?? connectionString, rows[0]?.rol ?? '');
    // With DATABASE_OWNER_URL the split is deliberate (the demo seed connects as the owner on purpose).
    const { rol, puede } = await puedeAlterarAuditoria(pool);
    if (puede && config.databaseOwnerUrl === undefined) {
      console.warn(
        `AVISO: la API se conecta a PostgreSQL como «${rol}», superusuario o propietario de las tablas: podría ` +
          'desactivar las protecciones de la auditoría. Use un rol de aplicación en DATABASE_URL y el propietario en ' +
          'DATABASE_OWNER_URL (README, «Roles de PostgreSQL»).',
      );
    }
    return {
      db: drizzlePg({ client: pool, schema }),
      lecturas: drizzlePg({ client: poolLecturas, schema }),
      avisos: listenNotifyPostgres(connectionString),
      close: cerrar,
    };
  } catch (error) {
    await cerrar();
    throw error;
  }
}

type ConfigBaseDeDatos = Pick<AppConfig, 'databaseUrl' | 'databaseOwnerUrl' | 'dataDir'> & {
  /**
   * What an in-memory embedded database starts from instead of an empty one (a `dumpDataDir` tarball): the tests'
   * migrated template (testing/test-database.ts), so each test file skips initdb and the migrations it would redo.
   */
  pgliteInicial?: Blob;
};

/**
 * Opens the configured database (a PostgreSQL server, else embedded PGlite) and applies pending migrations; on a
 * server, as DATABASE_OWNER_URL's role when given, and the application's role gets its privileges.
 */
export function openDatabase(config: ConfigBaseDeDatos): Promise<DatabaseHandle> {
  const { databaseUrl } = config;
  return databaseUrl ? openPostgres({ ...config, databaseUrl }) : openPglite(config.dataDir, config.pgliteInicial);
}
