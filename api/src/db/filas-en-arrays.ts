import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type { Database } from './database';
import { PLAN_A_MEDIDA } from './prepared-statements';

const dialecto = new PgDialect();

/** The driver's client under a database: PGlite's one connection, or the pool of a PostgreSQL server. */
export const clienteDe = (db: Database) => (db as unknown as { $client: PGlite | Pool }).$client;

/** The pool of a database on a PostgreSQL server; null on embedded PGlite (one connection, shared by every request). */
export function poolDeServidor(db: Database): Pool | null {
  const cliente = clienteDe(db);
  return cliente instanceof PGlite ? null : cliente;
}

/**
 * A statement's rows as arrays in the order of its columns, on either engine: a wide extract reads without an object
 * per row (objects of 140 keys made a quarter of the job's time garbage collection).
 */
export async function filasEnArrays(db: Database, consulta: SQL): Promise<unknown[][]> {
  const { sql: texto, params } = dialecto.sqlToQuery(consulta);
  const cliente = clienteDe(db);
  if (cliente instanceof PGlite) return (await cliente.query<unknown[]>(texto, params, { rowMode: 'array' })).rows;
  return (await cliente.query<unknown[]>({ text: texto, values: params, rowMode: 'array' })).rows;
}

/**
 * A statement's rows as arrays, `porFetch` at a time, from a server-side cursor on a connection of its own, in one
 * read-only REPEATABLE READ transaction: PostgreSQL runs the statement once, as `COPY` would, and the next FETCH is
 * sent before the rows of the last are handed on. `cursor_tuple_fraction = 1` plans it for all its rows, as `COPY`.
 * Leaving the loop early (or failing) rolls back and frees the connection.
 */
export async function* cursorEnArrays(pool: Pool, consulta: SQL, porFetch: number): AsyncGenerator<unknown[][]> {
  const { sql: texto, params } = dialecto.sqlToQuery(consulta);
  const cliente = await pool.connect();
  let fallo: Error | undefined;
  let pendiente: Promise<unknown[][]> | undefined;
  let confirmada = false;
  try {
    await cliente.query('begin isolation level repeatable read read only');
    await cliente.query('set local cursor_tuple_fraction = 1');
    await cliente.query({ text: `${PLAN_A_MEDIDA} declare extracto no scroll cursor for ${texto}`, values: params });
    const leer = () => {
      const filas = cliente.query<unknown[]>({ text: `${PLAN_A_MEDIDA} fetch ${porFetch} from extracto`, rowMode: 'array' }).then((resultado) => resultado.rows);
      // Awaited in turn, or settled by `finally` when the loop is left.
      filas.catch(() => undefined);
      return filas;
    };
    pendiente = leer();
    for (;;) {
      const filas: unknown[][] = await pendiente;
      pendiente = filas.length === porFetch ? leer() : undefined;
      if (filas.length > 0) yield filas;
      if (pendiente === undefined) break;
    }
    await cliente.query('commit');
    confirmada = true;
  } catch (error) {
    fallo = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    if (!confirmada) {
      await pendiente?.catch(() => undefined);
      // A connection that cannot roll back is broken: the pool drops it instead of lending it again.
      await cliente.query('rollback').catch((error: unknown) => (fallo ??= error instanceof Error ? error : new Error(String(error))));
    }
    cliente.release(fallo);
  }
}
