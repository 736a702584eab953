import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { parse } from 'pg-connection-string';

// A PostgreSQL server's backup is pg_dump's custom format, restored with pg_restore (both from the PostgreSQL
// client tools, the same major version as the server or newer).

const ejecutar = promisify(execFile);
const SIN_LIMITE_DE_SALIDA = 1024 ** 4;

/**
 * The connection for the client tools: the address as given without its password, which goes in the environment,
 * never on the command line. Read as pg reads it: a Unix-socket address (`postgres://rol@/base?host=/ruta`) has no
 * host, which a WHATWG URL refuses.
 */
export function conexionHerramientas(url: string): { uri: string; env: NodeJS.ProcessEnv } {
  const clave = parse(url).password ?? '';
  const uri = url.replace(/^(postgres(?:ql)?:\/\/[^:@/?#]*):[^@/?#]*@/, '$1@');
  return { uri, env: { ...process.env, ...(clave ? { PGPASSWORD: clave } : {}) } };
}

async function versionMayorCliente(herramienta: string): Promise<number> {
  let salida: string;
  try {
    salida = (await ejecutar(herramienta, ['--version'])).stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${herramienta} no está instalado: instale el cliente de PostgreSQL (Debian: apt-get install postgresql-client).`);
    }
    throw error;
  }
  return Number(/(\d+)(\.\d+)*/.exec(salida)?.[1]);
}

async function versionMayorServidor(url: string): Promise<number> {
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  try {
    const { rows } = await cliente.query<{ version: string }>(`select current_setting('server_version_num') as version`);
    return Math.floor(Number(rows[0]?.version) / 10_000);
  } finally {
    await cliente.end();
  }
}

async function comprobarVersion(herramienta: string, url: string): Promise<void> {
  const [cliente, servidor] = await Promise.all([versionMayorCliente(herramienta), versionMayorServidor(url)]);
  if (!(cliente >= servidor)) {
    throw new Error(`${herramienta} ${cliente} es anterior al servidor PostgreSQL ${servidor}: instale el cliente ${servidor} o posterior.`);
  }
}

/** The database at `url` in pg_dump's custom format (a consistent snapshot while the API keeps running). */
export async function volcarServidor(url: string): Promise<Buffer> {
  await comprobarVersion('pg_dump', url);
  const { uri, env } = conexionHerramientas(url);
  // The job queue's schema (pg-boss) holds only transient jobs and is rebuilt at start: it stays out of the backup.
  const { stdout } = await ejecutar('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', '--exclude-schema=pgboss', `--dbname=${uri}`], {
    env,
    encoding: 'buffer',
    maxBuffer: SIN_LIMITE_DE_SALIDA,
  });
  return stdout;
}

/**
 * Restores a custom-format dump file into the database at `url` (the owner role), in one transaction that stops at
 * the first error; `limpiar` drops what the dump recreates first.
 */
export async function restaurarServidor(url: string, fichero: string, limpiar: boolean): Promise<void> {
  await comprobarVersion('pg_restore', url);
  const { uri, env } = conexionHerramientas(url);
  const opciones = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...(limpiar ? ['--clean', '--if-exists'] : [])];
  await ejecutar('pg_restore', [...opciones, `--dbname=${uri}`, fichero], { env, maxBuffer: SIN_LIMITE_DE_SALIDA });
}
