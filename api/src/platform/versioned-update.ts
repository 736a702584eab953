import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { notFound, staleVersion } from './api-error';

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
