import type { SQL } from 'drizzle-orm';
import type { Database } from './database';

/**
 * A statement's rows as objects of the type the caller names. The driver answers `{ rows }` on both engines, but
 * drizzle types a raw statement's answer by driver: the one cast of the pair is here, not at every call.
 */
export async function filasDe<T>(db: Database, consulta: SQL): Promise<T[]> {
  const resultado = (await db.execute(consulta)) as unknown as { rows: T[] };
  return resultado.rows;
}
