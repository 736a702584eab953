import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import { parse } from 'pg-connection-string';
import type { Database } from '../../db/database';
import type { AppConfig } from '../api-config';
import { clienteDe } from '../../db/filas-en-arrays';

/** pg-boss's own schema, beside the registry's tables (created by the owner role on PostgreSQL). */
const ESQUEMA = 'pgboss';

/** What a queue promises its jobs (pg-boss queue options). */
export interface OpcionesCola {
  /** Retries after a failure: a job whose process stopped (or died) is taken again by another. */
  reintentos: number;
  /** A job still active after this long is considered lost (its process died) and retried elsewhere. */
  caducaTrasSegundos: number;
  /**
   * At most one job running and one waiting across every process (pg-boss's `stately` policy): a job sent while one
   * already waits is dropped. For housekeeping that must never run twice at once.
   */
  unoALaVez?: boolean;
}

/**
 * Jobs kept in PostgreSQL by pg-boss: a job is fetched with `FOR UPDATE SKIP LOCKED`, so two API processes never take
 * the same one; it survives a restart (a stopped process fails its active jobs, which are then retried; a dead one's
 * expire and are retried); it can be cancelled and keeps its failure and reason.
 */
export interface ColaTrabajos {
  /** Enqueues a job under the given id (the id of the record it works for). */
  enviar(nombre: string, id: string, datos: object): Promise<void>;
  /** Runs `manejador` for each job of the queue, one at a time in this process. */
  trabajar(nombre: string, manejador: (id: string, datos: unknown) => Promise<void>): Promise<void>;
  /**
   * Puts back in the queue a job whose process died while running it (still active until it expires) or that is no
   * longer queued at all, so that any process takes it now.
   */
  reanudar(nombre: string, id: string, datos: object): Promise<void>;
  /** Drops a job that has not finished; one running is told by its own record (see descargas). */
  cancelar(nombre: string, id: string): Promise<void>;
  /** Stops taking jobs; active ones are failed (and so retried by another process). */
  detener(): Promise<void>;
}

/**
 * pg-boss on the embedded engine: the same library through PGlite's one in-process connection. Statements with
 * parameters go through `query`; pg-boss's schema scripts (several statements, no parameters) through `exec`.
 * PGlite serialises every call, so the advisory locks and `SKIP LOCKED` pg-boss relies on hold trivially.
 */
export function conexionPglite(cliente: PGlite): PgBoss.Db {
  return {
    async executeSql(texto, valores) {
      if (valores !== undefined && valores.length > 0) return { rows: (await cliente.query(texto, valores)).rows };
      const resultados = await cliente.exec(texto);
      return { rows: resultados.at(-1)?.rows ?? [] };
    },
  };
}

/** pg-boss on a PostgreSQL server through the application's pool. */
function conexionPostgres(pool: pg.Pool): PgBoss.Db {
  return { executeSql: (texto, valores) => pool.query(texto, valores) };
}

/**
 * The role a connection string signs in as ('' when it names none), read as pg reads it: a Unix-socket address
 * (`postgres://rol@/base?host=/var/run/postgresql`) has no host, which a WHATWG URL refuses.
 */
export function rolDeConexion(url: string): string {
  return parse(url).user ?? '';
}

/**
 * On a server, pg-boss's schema is created or migrated by the owner role (the application role may not run DDL), and
 * the application role is granted the rows of that schema, as `concederPermisosAplicacion` does for the registry's.
 */
async function prepararEsquemaPostgres(urlPropietario: string, urlAplicacion: string, colas: Readonly<Record<string, OpcionesCola>>): Promise<void> {
  const propietario = new PgBoss({ connectionString: urlPropietario, schema: ESQUEMA, max: 1, supervise: false, schedule: false, migrate: true });
  propietario.on('error', (error) => console.error('pg-boss (propietario):', error));
  await propietario.start();
  try {
    for (const [nombre, opciones] of Object.entries(colas)) await propietario.createQueue(nombre, opcionesPgBoss(nombre, opciones));
    const rol = rolDeConexion(urlAplicacion);
    if (rol !== '' && rol !== rolDeConexion(urlPropietario)) {
      const db = propietario.getDb();
      const ident = `"${rol.replaceAll('"', '""')}"`;
      for (const sentencia of [
        `GRANT USAGE ON SCHEMA ${ESQUEMA} TO ${ident}`,
        `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${ESQUEMA} TO ${ident}`,
        `GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${ESQUEMA} TO ${ident}`,
      ]) {
        await db.executeSql(sentencia, []);
      }
    }
  } finally {
    await propietario.stop({ graceful: false, wait: true });
  }
}

function opcionesPgBoss(nombre: string, opciones: OpcionesCola): PgBoss.Queue {
  return { name: nombre, policy: opciones.unoALaVez === true ? 'stately' : 'standard', retryLimit: opciones.reintentos, retryDelay: 1, expireInSeconds: opciones.caducaTrasSegundos };
}

/** A command's answer that changed no row. */
const SIN_CAMBIOS = { rows: [{ count: 0 }] };

/** pg-boss's completion and failure of jobs by id: (name, ids, output), answered by counting the rows changed. */
function esFinDeTrabajo(texto: string, valores: unknown[] | undefined): boolean {
  return valores?.length === 3 && Array.isArray(valores[1]) && /select count\(\*\) from results\s*$/i.test(texto);
}

/** Seconds between two looks for new jobs when nobody wakes the worker (a job enqueued by another process). */
const SONDEO_SEGUNDOS = 1;

/**
 * The queue on the app's database (either engine). `colas` are declared before any worker starts: on a server, by the
 * owner role, so the application role never runs DDL.
 */
export async function abrirColaTrabajos(
  db: Database,
  config: Pick<AppConfig, 'databaseUrl' | 'databaseOwnerUrl'>,
  colas: Readonly<Record<string, OpcionesCola>>,
): Promise<ColaTrabajos> {
  const cliente = clienteDe(db);
  const enServidor = config.databaseUrl !== undefined;
  if (enServidor) await prepararEsquemaPostgres(config.databaseOwnerUrl ?? config.databaseUrl!, config.databaseUrl!, colas);
  const conexion = enServidor ? conexionPostgres(cliente as pg.Pool) : conexionPglite(cliente as PGlite);
  let detenida = false;
  const boss = new PgBoss({
    // pg-boss records a job's completion or failure without awaiting it, and reads the answer as a command's
    // (`rows[0].count`). Once stopped (a job fetched in the instant of stopping, or still running when the graceful stop
    // timed out), those late writes reach no database its owner may have closed; and one that fails (the database
    // closed or down) must not become an unhandled rejection. Either way it is answered as a command that changed
    // nothing: the job stays active and another process takes it when it expires.
    db: {
      executeSql: (texto, valores) => {
        if (detenida) return Promise.resolve(SIN_CAMBIOS);
        const respuesta = conexion.executeSql(texto, valores);
        if (!esFinDeTrabajo(texto, valores)) return respuesta;
        return respuesta.catch((error: unknown) => {
          console.error('Cola de trabajos: no se pudo anotar el final de un trabajo:', error instanceof Error ? error.message : error);
          return SIN_CAMBIOS;
        });
      },
    },
    schema: ESQUEMA,
    migrate: !enServidor,
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: 30,
  });
  boss.on('error', (error) => console.error('Cola de trabajos:', error));
  await boss.start();
  if (!enServidor) {
    for (const [nombre, opciones] of Object.entries(colas)) await boss.createQueue(nombre, opcionesPgBoss(nombre, opciones));
  }
  const trabajadores: string[] = [];

  return {
    async enviar(nombre, id, datos) {
      await boss.send(nombre, datos, { id });
      for (const trabajador of trabajadores) boss.notifyWorker(trabajador);
    },
    async trabajar(nombre, manejador) {
      const id = await boss.work(nombre, { pollingIntervalSeconds: SONDEO_SEGUNDOS, batchSize: 1 }, async ([trabajo]) => {
        if (trabajo !== undefined && !detenida) await manejador(trabajo.id, trabajo.data);
      });
      trabajadores.push(id);
    },
    async reanudar(nombre, id, datos) {
      // Active (its process gone): failed, so pg-boss retries it; failed for good: retried; waiting: left as it is;
      // ended or gone: sent anew.
      const trabajo = await boss.getJobById(nombre, id);
      if (trabajo?.state === 'active') await boss.fail(nombre, id, { motivo: 'Su proceso dejó de dar señales de vida.' });
      else if (trabajo?.state === 'failed') await boss.retry(nombre, id);
      else if (trabajo?.state !== 'created' && trabajo?.state !== 'retry') {
        if (trabajo !== null) await boss.deleteJob(nombre, id);
        await boss.send(nombre, datos, { id });
      }
      for (const trabajador of trabajadores) boss.notifyWorker(trabajador);
    },
    async cancelar(nombre, id) {
      await boss.cancel(nombre, id);
    },
    async detener() {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 5000 });
      // pg-boss records a job's end without awaiting it: one more statement on the same connection (PGlite runs them
      // in order) lets that write finish before the owner closes the database.
      await conexion.executeSql('select 1', []);
      detenida = true;
    },
  };
}
