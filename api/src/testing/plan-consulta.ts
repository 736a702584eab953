import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/database';

/** One node of an EXPLAIN (ANALYZE, FORMAT JSON) plan, with the fields the tests read. */
export type NodoPlan = {
  'Node Type': string;
  'Relation Name'?: string;
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

/** Runs `consulta` under EXPLAIN ANALYZE: every node of its plan, the root first. */
export async function planDe(db: Database, consulta: SQLWrapper): Promise<NodoPlan[]> {
  const { rows } = (await db.execute(sql`explain (analyze, format json) ${consulta}`)) as unknown as { rows: Record<string, [{ Plan: NodoPlan }]>[] };
  const [plan] = Object.values(rows[0] ?? {})[0] ?? [];
  if (plan === undefined) throw new Error('EXPLAIN no devolvió plan.');
  return aplanar(plan.Plan);
}

/** Rows of `tabla` the plan of `consulta` read: returned plus discarded, over every loop of every scan of it. */
export async function filasLeidas(db: Database, consulta: SQLWrapper, tabla: string): Promise<number> {
  return (await planDe(db, consulta))
    .filter((nodo) => nodo['Relation Name'] === tabla)
    .reduce(
      (suma, nodo) =>
        suma + ((nodo['Actual Rows'] ?? 0) + (nodo['Rows Removed by Filter'] ?? 0) + (nodo['Rows Removed by Index Recheck'] ?? 0)) * (nodo['Actual Loops'] ?? 1),
      0,
    );
}
