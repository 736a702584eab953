import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';

/** Row offset of a page (pages start at 1). */
export function pageOffset(query: { pagina: number; tamano: number }): number {
  return (query.pagina - 1) * query.tamano;
}

/** `%term%` for ILIKE with the user's wildcards escaped, so a search is always literal. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** What drizzle answers for the columns `campos` selects. */
export type FilaDeCampos<C extends Record<string, AnyColumn>> = {
  [K in keyof C]: C[K]['_']['notNull'] extends true ? C[K]['_']['data'] : C[K]['_']['data'] | null;
};

/**
 * A row of a raw query (`db.execute`, whose rows drizzle does not map) read as drizzle reads a select of `campos`:
 * each column's value, named by its key, through that column's mapping (a timestamp becomes a Date on both drivers).
 */
export function filaDeCampos<C extends Record<string, AnyColumn>>(campos: C, fila: Record<string, unknown>): FilaDeCampos<C> {
  const leida: Record<string, unknown> = {};
  for (const [clave, columna] of Object.entries(campos)) {
    const valor = fila[clave];
    leida[clave] = valor === null || valor === undefined ? null : columna.mapFromDriverValue(valor);
  }
  return leida as FilaDeCampos<C>;
}

/** The column names of a query over `campos`, in their order: `with nombre (${columnasDe(campos)}) as (…)`. */
export function columnasDe(campos: Record<string, AnyColumn>): SQL {
  return sql.join(
    Object.keys(campos).map((clave) => sql.identifier(clave)),
    sql`, `,
  );
}

/**
 * Full years from `nacimiento` to `fecha`, in SQL: what `edadEnAnios` (shared domain) computes, for values PostgreSQL
 * writes itself (the extracts' CSV). `query-helpers.test.ts` holds the two to the same answers.
 */
export function aniosCumplidosSql(nacimiento: SQLWrapper, fecha: SQLWrapper): SQL<number | null> {
  return sql<number | null>`extract(year from age(${fecha}, ${nacimiento}))::int`;
}
