import { and, eq, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { notFound, staleVersion } from './api-errors';

type VersionedTable = PgTable & { version: AnyPgColumn; modificado_en: AnyPgColumn; modificado_por: AnyPgColumn };

export interface VersionedUpdate<T extends VersionedTable> {
  table: T;
  idColumn: AnyPgColumn;
  id: number;
  /** The version the client read; the row changes only if it is still the current one. */
  version: number;
  values: PgUpdateSetSource<T>;
  usuarioId: number;
}

/**
 * Optimistic locking (data-dictionary §0.4): `UPDATE … WHERE id = $id AND version = $v`, bumping the version
 * and the modification stamp. No row updated → 404 when the record does not exist, else 409 (someone saved first).
 */
export async function updateVersioned<T extends VersionedTable>(db: Database, update: VersionedUpdate<T>): Promise<void> {
  const { table, idColumn, id, version, values, usuarioId } = update;
  const stamped = {
    ...values,
    version: sql`${table.version} + 1`,
    modificado_en: new Date(),
    modificado_por: usuarioId,
  } as PgUpdateSetSource<T>;
  const updated = await db
    .update(table)
    .set(stamped)
    .where(and(eq(idColumn, id), eq(table.version, version)))
    .returning({ id: idColumn });
  if (updated.length > 0) return;
  const existing = await db.select({ id: idColumn }).from(table as PgTable).where(eq(idColumn, id));
  throw existing.length === 0 ? notFound() : staleVersion();
}

export interface VersionedUpsert<T extends VersionedTable> extends Omit<VersionedUpdate<T>, 'id' | 'version'> {
  /** The sub-record's id, `null` while its owner has none. */
  id: number | null;
  /** The version the client read: `null` when it saw no sub-record. */
  version: number | null;
  /** What only a new sub-record sets (its owner, who received it…), beside `values`. */
  alta: Partial<PgInsertValue<T>>;
}

/**
 * Saves the one sub-record of its owner (a sample's reception, its NGS result): inserts it when there is none, else
 * updates it as `updateVersioned` does. Answers its id.
 */
export async function upsertVersioned<T extends VersionedTable>(db: Database, upsert: VersionedUpsert<T>): Promise<number> {
  const { table, idColumn, id, version, values, alta, usuarioId } = upsert;
  if (id !== null) {
    if (version === null) throw staleVersion();
    await updateVersioned(db, { table, idColumn, id, version, values, usuarioId });
    return id;
  }
  const fila = { ...values, ...alta, creado_por: usuarioId, modificado_por: usuarioId } as PgInsertValue<T>;
  const [creada] = await db.insert(table).values(fila).returning({ id: idColumn });
  if (creada === undefined) throw new Error(`El alta en ${getTableName(table)} no devolvió identificador.`);
  return creada.id as number;
}
