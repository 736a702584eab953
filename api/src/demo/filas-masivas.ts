import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { filasDe } from '../db/filas';

/** Rows per statement: a few megabytes of JSON each, well within what PostgreSQL and PGlite take in one parameter. */
const FILAS_POR_SENTENCIA = 2000;

/** The database column names of a table, by drizzle key. */
export function columnasDe(tabla: PgTable): string[] {
  return Object.values(getTableColumns(tabla)).map((columna) => columna.name);
}

/**
 * Inserts rows in bulk: each statement sends a JSON array in ONE parameter and `json_populate_recordset` turns it into
 * rows of the table's own types (arrays, jsonb, dates), so there is one round trip per couple of thousand rows and no
 * per-row parameters. `columnas` are the columns given (the others take their defaults); ids given in the rows are kept
 * (`overriding system value`) so that rows can name each other before they are inserted.
 */
export async function insertarFilas(db: Database, tabla: PgTable, columnas: readonly string[], filas: readonly Record<string, unknown>[], conId: boolean): Promise<void> {
  const nombre = sql.identifier(getTableName(tabla));
  const lista = sql.raw(columnas.map((columna) => `"${columna}"`).join(', '));
  const origen = sql.raw(columnas.map((columna) => `r."${columna}"`).join(', '));
  for (let desde = 0; desde < filas.length; desde += FILAS_POR_SENTENCIA) {
    const lote = JSON.stringify(filas.slice(desde, desde + FILAS_POR_SENTENCIA));
    await db.execute(
      sql`insert into ${nombre} (${lista}) ${sql.raw(conId ? 'overriding system value' : '')}
        select ${origen} from json_populate_recordset(null::${nombre}, ${lote}::json) r`,
    );
  }
}

/**
 * `cantidad` consecutive values of a table's identity, taken from its sequence at once (the seed is the only writer
 * of demo rows): the first of them.
 */
export async function reservarIds(db: Database, tabla: PgTable, columna: string, cantidad: number): Promise<number> {
  if (cantidad === 0) return 0;
  const filas = await filasDe<{ primero: string | number }>(db,
    sql`select setval(s.secuencia, nextval(s.secuencia) + ${cantidad - 1}) - ${cantidad - 1} as primero
      from (select pg_get_serial_sequence(${getTableName(tabla)}, ${columna}) as secuencia) s`,
  );
  return Number(filas[0]?.primero);
}
