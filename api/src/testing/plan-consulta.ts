import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/database';
import { filasDe } from '../db/filas';

/** One node of an EXPLAIN (ANALYZE, FORMAT JSON) plan, with the fields the tests read. */
export type NodoPlan = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Heap Fetches'?: number;
  Plans?: NodoPlan[];
};

function aplanar(nodo: NodoPlan): NodoPlan[] {
  return [nodo, ...(nodo.Plans ?? []).flatMap(aplanar)];
}

function nodosDe(rows: Record<string, unknown>[]): NodoPlan[] {
  const [plan] = (Object.values(rows[0] ?? {})[0] ?? []) as { Plan: NodoPlan }[];
  if (plan === undefined) throw new Error('EXPLAIN no devolvió plan.');
  return aplanar(plan.Plan);
}

/** Runs `consulta` under EXPLAIN ANALYZE: every node of its plan, the root first. */
export async function planDe(db: Database, consulta: SQLWrapper): Promise<NodoPlan[]> {
  const rows = await filasDe<Record<string, unknown>>(db, sql`explain (analyze, format json) ${consulta}`);
  return nodosDe(rows);
}

/** A parameter written into the statement (EXECUTE takes no bind parameters of its own). */
function literal(valor: unknown): string {
  if (valor === null || valor === undefined) return 'null';
  if (typeof valor === 'number' || typeof valor === 'boolean') return String(valor);
  const texto = typeof valor === 'string' ? valor : JSON.stringify(valor);
  return `'${texto.replaceAll("'", "''")}'`;
}

/**
 * The plan `consulta` gets once it is a prepared statement whose generic plan PostgreSQL chose to keep (see
 * db/prepared-statements.ts): prepared with its parameters, then run under EXPLAIN ANALYZE with the generic plan.
 */
export async function planGenericoDe(db: Database, consulta: { toSQL(): { sql: string; params: unknown[] } }): Promise<NodoPlan[]> {
  const { sql: texto, params } = consulta.toSQL();
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`prepare plan_generico as ${texto}`));
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    const argumentos = params.length === 0 ? '' : `(${params.map(literal).join(', ')})`;
    const rows = await filasDe<Record<string, unknown>>(tx, sql.raw(`explain (analyze, format json) execute plan_generico${argumentos}`));
    await tx.execute(sql`deallocate plan_generico`);
    return nodosDe(rows);
  });
}

/** Rows of `tabla` a plan read: returned plus discarded, over every loop of every scan of it. */
export function filasLeidasEn(nodos: readonly NodoPlan[], tabla: string): number {
  return nodos
    .filter((nodo) => nodo['Relation Name'] === tabla)
    .reduce(
      (suma, nodo) =>
        suma + ((nodo['Actual Rows'] ?? 0) + (nodo['Rows Removed by Filter'] ?? 0) + (nodo['Rows Removed by Index Recheck'] ?? 0)) * (nodo['Actual Loops'] ?? 1),
      0,
    );
}

/** Rows of `tabla` the plan of `consulta` read. */
export async function filasLeidas(db: Database, consulta: SQLWrapper, tabla: string): Promise<number> {
  return filasLeidasEn(await planDe(db, consulta), tabla);
}
