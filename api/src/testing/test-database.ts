import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { clientePglite, migrationsFolder } from '../db/connection';

export interface TestDatabase {
  /** The application role's URL; undefined → in-memory PGlite (with `dataDir: 'memory://'`). */
  databaseUrl: string | undefined;
  /** The owner role's URL (migrations); undefined with PGlite. */
  databaseOwnerUrl: string | undefined;
  /** With PGlite: the migrated template the in-memory database starts from (`openDatabase` reads it). */
  pgliteInicial?: Blob;
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
function urlAs(serverUrl: string, database: string, role?: string, password?: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  if (role !== undefined) url.username = role;
  if (password !== undefined) url.password = password;
  return url.toString();
}

/**
 * What a migrated template depends on: every file of the migrations folder and the PGlite release (its data format).
 * A change to either names another template, so a stale one is never used.
 */
function huellaMigraciones(): string {
  const huella = createHash('sha256');
  const paquetePglite = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json');
  huella.update(JSON.parse(readFileSync(paquetePglite, 'utf8')).version as string);
  for (const fichero of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const ruta = join(migrationsFolder, fichero);
    if (!fichero.endsWith('.sql') && !fichero.endsWith('.json')) continue;
    huella.update(`\0${fichero}\0`).update(readFileSync(ruta));
  }
  return huella.digest('hex').slice(0, 16);
}

let huella: string | undefined;
function huellaActual(): string {
  huella ??= huellaMigraciones();
  return huella;
}

/**
 * An embedded database after the migrations, as a `dumpDataDir` tarball: starting PGlite empty runs initdb (seconds
 * of CPU) and the migrations redo the same work in every test file. Built once per set of migrations into the
 * temporary folder (written aside, then renamed: processes building it at once never read half a file), then each
 * test database loads it; `openDatabase` still runs the migrations on it, which find nothing to do.
 */
async function construirPlantillaPglite(fichero: string): Promise<void> {
  const cliente = clientePglite('memory://');
  try {
    await migratePglite(drizzlePglite({ client: cliente }), { migrationsFolder });
    await cliente.exec('CHECKPOINT');
    const copia = await cliente.dumpDataDir('none');
    mkdirSync(dirname(fichero), { recursive: true });
    const aparte = `${fichero}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(aparte, Buffer.from(await copia.arrayBuffer()));
    renameSync(aparte, fichero);
  } finally {
    await cliente.close();
  }
}

let plantillaPglite: Promise<Blob> | undefined;
function cargarPlantillaPglite(): Promise<Blob> {
  plantillaPglite ??= (async () => {
    const fichero = join(tmpdir(), 'registro-lma-pruebas', `pglite-${huellaActual()}.tar`);
    if (!existsSync(fichero)) await construirPlantillaPglite(fichero);
    return new Blob([readFileSync(fichero)]);
  })();
  return plantillaPglite;
}

/** Session advisory lock key: test processes starting together take turns to look for (and build) the template. */
const CERROJO_PLANTILLA = 7_301_964;

/**
 * The migrated template database on the server, `CREATE DATABASE … TEMPLATE` copies in milliseconds what migrating
 * an empty database takes a second of. One per set of migrations (named after their `huellaMigraciones`), built by
 * the first test process that needs it and kept on the server for the next runs; a half-built one (a process killed
 * while migrating) is never used, because the template only gets its name once migrated. Its objects belong to a
 * role of its own (no login), which each copy hands to the copy's owner role; the template database itself belongs
 * to TEST_DATABASE_URL's user, so that hand-over leaves it alone.
 */
async function asegurarPlantillaPostgres(serverUrl: string): Promise<{ plantilla: string; propietario: string }> {
  const plantilla = `registro_lma_plantilla_${huellaActual()}`;
  const propietario = `${plantilla}_propietario`;
  const cliente = new pg.Client({ connectionString: serverUrl });
  await cliente.connect();
  try {
    await cliente.query('select pg_advisory_lock($1)', [CERROJO_PLANTILLA]);
    const { rowCount } = await cliente.query('select 1 from pg_database where datname = $1', [plantilla]);
    if (rowCount === 0) {
      const enObras = `${plantilla}_en_obras`;
      await cliente.query(`DROP DATABASE IF EXISTS "${enObras}" WITH (FORCE)`);
      const { rowCount: rolExiste } = await cliente.query('select 1 from pg_roles where rolname = $1', [propietario]);
      if (rolExiste === 0) await cliente.query(`CREATE ROLE "${propietario}" NOLOGIN`);
      await cliente.query(`CREATE DATABASE "${enObras}"`);
      await cliente.query(`GRANT CREATE ON DATABASE "${enObras}" TO "${propietario}"`);
      const migrador = new pg.Client({ connectionString: urlAs(serverUrl, enObras) });
      await migrador.connect();
      try {
        await migrador.query(`GRANT CREATE ON SCHEMA public TO "${propietario}"`);
        await migrador.query(`SET ROLE "${propietario}"`);
        await migratePg(drizzlePg({ client: migrador }), { migrationsFolder });
        // The copies' schema carries no trace of the template's role (their owner owns the database, so may create).
        await migrador.query('RESET ROLE');
        await migrador.query(`REVOKE CREATE ON SCHEMA public FROM "${propietario}"`);
      } finally {
        await migrador.end();
      }
      await cliente.query(`ALTER DATABASE "${enObras}" RENAME TO "${plantilla}"`);
    }
  } finally {
    // Ending the session releases the advisory lock.
    await cliente.end();
  }
  return { plantilla, propietario };
}

let plantillaPostgres: Promise<{ plantilla: string; propietario: string }> | undefined;

/**
 * A fresh database, already migrated (`vacia`: empty, e.g. a restore's target): a new uniquely named copy of the
 * migrated template on TEST_DATABASE_URL's server (set by run-tests.mjs for the PostgreSQL pass), dropped with its
 * connections by `drop()`; without it, in-memory PGlite loaded from the migrated template. On the server it is split as in production (README, «Roles
 * de PostgreSQL»): an owner role that owns the tables and migrates and an application role the app connects as, both
 * created from TEST_DATABASE_URL's (super)user and named after the database, so test processes running in parallel
 * never share or race for a role. `openDatabase` runs the migrations and grants as on any start.
 */
export async function createTestDatabase({ vacia = false }: { vacia?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL || undefined;
  if (serverUrl === undefined) {
    return {
      databaseUrl: undefined,
      databaseOwnerUrl: undefined,
      ...(vacia ? {} : { pgliteInicial: await cargarPlantillaPglite() }),
      drop: async () => undefined,
    };
  }
  const copia = vacia ? undefined : await (plantillaPostgres ??= asegurarPlantillaPostgres(serverUrl));
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
      `CREATE DATABASE "${name}"${copia ? ` TEMPLATE "${copia.plantilla}"` : ''} OWNER "${owner.role}"`,
    );
    if (copia) await onServer(urlAs(serverUrl, name), `REASSIGN OWNED BY "${copia.propietario}" TO "${owner.role}"`);
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
