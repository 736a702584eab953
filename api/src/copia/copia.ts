import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { formatearTamano } from '@registro-lma/shared/domain';
import { carpetaPglite, clientePglite, openDatabase } from '../db/connection';
import type { Database } from '../db/database';
import type { AppConfig } from '../platform/api-config';
import { escribirCopia, ficherosDeDatos, leerCopia, type Manifiesto } from './archivo-copia';
import { FICHERO_SERVIDOR_LOCAL, leerServidorLocal, pedirCopiaAlServidor } from './copia-local';
import { restaurarServidor, volcarServidor } from './copia-servidor';
import { filasDe } from '../db/filas';

export type ConfigCopia = Pick<AppConfig, 'databaseUrl' | 'databaseOwnerUrl' | 'dataDir'>;
/** Progress lines, in Spanish, for whoever runs the command. */
export type Informar = (linea: string) => void;

export interface ResultadoRestauracion {
  /** Rows per table of the restored database. */
  filas: Record<string, number>;
  ficheros: number;
  segundos: number;
}

const segundosDesde = (inicio: number) => Number(((performance.now() - inicio) / 1000).toFixed(1));

async function volcarEmbebida(dataDir: string, informar: Informar): Promise<Buffer> {
  const servidor = await leerServidorLocal(dataDir);
  if (servidor) {
    informar(`Hay un servidor en marcha sobre ${dataDir} (proceso ${servidor.pid}): se le pide una copia consistente…`);
    return Buffer.from(await (await pedirCopiaAlServidor(servidor)).arrayBuffer());
  }
  const carpeta = carpetaPglite(dataDir);
  if (!existsSync(join(carpeta, 'PG_VERSION'))) throw new Error(`No hay ninguna base de datos embebida en ${carpeta}.`);
  informar(`Ningún servidor en marcha: se abre la base embebida de ${carpeta}…`);
  const cliente = clientePglite(carpeta);
  try {
    // dumpDataDir before the engine is ready never settles.
    await cliente.waitReady;
    return Buffer.from(await (await cliente.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await cliente.close();
  }
}

/**
 * Backs up the configured database (a PostgreSQL server through pg_dump, else embedded PGlite) and the files of
 * DATA_DIR into `salida`.
 */
export async function crearCopia(config: ConfigCopia, salida: string, informar: Informar): Promise<void> {
  const inicio = performance.now();
  const ficheros = await ficherosDeDatos(config.dataDir, [basename(carpetaPglite(config.dataDir)), FICHERO_SERVIDOR_LOCAL]);
  let base: Buffer;
  let motor: Manifiesto['motor'];
  if (config.databaseUrl) {
    informar('Volcando la base de datos del servidor PostgreSQL con pg_dump…');
    base = await volcarServidor(config.databaseOwnerUrl ?? config.databaseUrl);
    motor = 'postgresql';
  } else {
    base = await volcarEmbebida(config.dataDir, informar);
    motor = 'pglite';
  }
  informar(`Base de datos volcada (${formatearTamano(base.length)}). Añadiendo ${ficheros.length} ficheros de ${config.dataDir}…`);
  await escribirCopia(salida, { manifiesto: { formato: 1, creada: new Date().toISOString(), motor, ficheros: ficheros.length }, base }, config.dataDir, ficheros);
  informar(`Copia creada: ${salida} (${formatearTamano((await stat(salida)).size)}) en ${segundosDesde(inicio)} s.`);
}

/** Tables in the server database at `url` (its schema and the migrations' own). */
async function tablasEnServidor(url: string): Promise<number> {
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  try {
    const { rows } = await cliente.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`);
    return rows[0]?.n ?? 0;
  } finally {
    await cliente.end();
  }
}

/** Why the target is not empty, if it is not: restoring over it needs `--forzar`. */
async function destinoOcupado(config: ConfigCopia): Promise<string | undefined> {
  const ficheros = await ficherosDeDatos(config.dataDir, [FICHERO_SERVIDOR_LOCAL]);
  if (ficheros.length > 0) return `${config.dataDir} contiene ${ficheros.length} ficheros`;
  if (config.databaseUrl && (await tablasEnServidor(config.databaseOwnerUrl ?? config.databaseUrl)) > 0) return 'la base de datos del servidor tiene tablas';
  return undefined;
}

/** Rows per table of the public schema. */
export async function filasPorTabla(db: Database): Promise<Record<string, number>> {
  const tablas = await filasDe<{ tabla: string }>(db,
    sql`select table_name as tabla from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const filas: Record<string, number> = {};
  for (const { tabla } of tablas) {
    const rows = await filasDe<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(tabla)}`);
    filas[tabla] = rows[0]?.n ?? 0;
  }
  return filas;
}

/**
 * Restores `entrada` into the configured database and DATA_DIR. Refuses a target that is not empty unless
 * `forzar`, and, with embedded PGlite, a data folder a running server holds.
 */
export async function restaurarCopia(config: ConfigCopia, entrada: string, forzar: boolean, informar: Informar): Promise<ResultadoRestauracion> {
  const inicio = performance.now();
  if (!config.databaseUrl && (await leerServidorLocal(config.dataDir))) {
    throw new Error(`Hay un servidor en marcha sobre ${config.dataDir}: deténgalo antes de restaurar.`);
  }
  const ocupado = await destinoOcupado(config);
  if (ocupado && !forzar) throw new Error(`El destino no está vacío (${ocupado}). Para sustituir su contenido, repita con --forzar.`);
  if (ocupado) {
    informar(`--forzar: se sustituye el contenido del destino (${ocupado}).`);
    await rm(config.dataDir, { recursive: true, force: true });
  }
  await mkdir(config.dataDir, { recursive: true });

  informar(`Leyendo ${entrada}…`);
  const { manifiesto, base, ficheros } = await leerCopia(entrada, config.dataDir);
  informar(`Copia de ${manifiesto.creada} (${manifiesto.motor}): ${ficheros.length} ficheros restaurados en ${config.dataDir}.`);
  if (manifiesto.motor === 'pglite' && !config.databaseUrl) {
    informar('Restaurando la base de datos embebida…');
    const restaurada = clientePglite(carpetaPglite(config.dataDir), new Blob([base]));
    await restaurada.waitReady;
    await restaurada.close();
  } else if (manifiesto.motor === 'postgresql' && config.databaseUrl) {
    informar('Restaurando la base de datos del servidor con pg_restore…');
    const temporal = await mkdtemp(join(tmpdir(), 'registro-lma-restaurar-'));
    try {
      await writeFile(join(temporal, 'base.dump'), base, { mode: 0o600 });
      await restaurarServidor(config.databaseOwnerUrl ?? config.databaseUrl, join(temporal, 'base.dump'), Boolean(ocupado));
    } finally {
      await rm(temporal, { recursive: true, force: true });
    }
  } else {
    const destino = config.databaseUrl ? 'un servidor PostgreSQL (DATABASE_URL)' : 'la base embebida (sin DATABASE_URL)';
    throw new Error(`La copia es de ${manifiesto.motor === 'pglite' ? 'la base embebida' : 'un servidor PostgreSQL'} y el destino es ${destino}.`);
  }

  // Pending migrations of a newer version, and the application role's privileges, as at any start.
  const handle = await openDatabase(config);
  let filas: Record<string, number>;
  try {
    filas = await filasPorTabla(handle.db);
  } finally {
    await handle.close();
  }
  const total = Object.values(filas).reduce((suma, n) => suma + n, 0);
  const segundos = segundosDesde(inicio);
  informar(`Restaurada: ${Object.keys(filas).length} tablas, ${total} filas y ${ficheros.length} ficheros en ${segundos} s.`);
  return { filas, ficheros: ficheros.length, segundos };
}
