import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { containsPattern, pageOffset } from '../db/query-helpers';

/** The query of an administration list (`?pagina&tamano&q&activo`). */
export interface FiltroListadoAdmin {
  q: string | null;
  activo: boolean | undefined;
  pagina: number;
  tamano: number;
}

/** What an administration list reads: its rows, the columns `q` searches, its `activo` flag and its order. */
export interface ListadoAdmin<S extends PgSelect> {
  tabla: PgTable;
  /** The list's rows before any filter (`db.select(…).from(…).$dynamic()`). */
  seleccion: (db: Database) => S;
  /** Searched for `q` as a literal substring, case-insensitive. */
  busqueda: readonly [AnyPgColumn, ...AnyPgColumn[]];
  activo: AnyPgColumn;
  orden: readonly SQL[];
}

function condicionesDe(listado: ListadoAdmin<PgSelect>, filtro: FiltroListadoAdmin): SQL | undefined {
  const patron = filtro.q === null ? null : containsPattern(filtro.q);
  return and(
    patron === null ? undefined : or(...listado.busqueda.map((columna) => ilike(columna, patron))),
    filtro.activo === undefined ? undefined : eq(listado.activo, filtro.activo),
  );
}

/** One page of the list in its order, and how many rows match in total. */
export async function listarPaginaAdmin<S extends PgSelect>(db: Database, listado: ListadoAdmin<S>, filtro: FiltroListadoAdmin): Promise<{ items: Awaited<S>; total: number }> {
  const donde = condicionesDe(listado, filtro);
  const items = await listado
    .seleccion(db)
    .where(donde)
    .orderBy(...listado.orden)
    .limit(filtro.tamano)
    .offset(pageOffset(filtro));
  const [conteo] = await db.select({ total: count() }).from(listado.tabla).where(donde);
  return { items, total: conteo?.total ?? 0 };
}
