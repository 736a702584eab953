import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/** Renders SQL to text and parameters as drizzle's own databases do (no casing is configured on either engine). */
const dialecto = new PgDialect();

/** The text and parameters `consulta` is sent as: what identifies a question, whatever built it. */
export function sentenciaDe(consulta: SQL): { sql: string; params: unknown[] } {
  return dialecto.sqlToQuery(consulta);
}

/**
 * `consulta` rendered once, with `sql.placeholder`s for what changes, as the driver's own prepared query (what
 * `db.execute` makes on every call; named or planned a medida by its text, db/prepared-statements.ts): each later
 * `execute` only binds its values.
 */
export function consultaPreparada(db: Database, consulta: SQL): PgPreparedQuery<PreparedQueryConfig> {
  return db._.session.prepareQuery(dialecto.sqlToQuery(consulta), undefined, undefined, false);
}

/**
 * A statement's rows as objects of the type the caller names. The driver answers `{ rows }` on both engines, but
 * drizzle types a raw statement's answer by driver: the one cast of the pair is here, not at every call.
 */
export async function filasDe<T>(db: Database, consulta: SQL): Promise<T[]> {
  const resultado = (await db.execute(consulta)) as unknown as { rows: T[] };
  return resultado.rows;
}
