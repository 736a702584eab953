import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { filasDe } from '../../db/filas';

/** Classifications a variant needs to count: pathogenic and likely pathogenic, and VUS when asked. */
export const CLASIFICACIONES_CONTADAS = ['PATOGENICA', 'PROBABLEMENTE_PATOGENICA'] as const;

/** A patient's NGS results: the genes any of them studied, and each counted variant. */
export interface PerfilMutaciones {
  estudiados: Set<string>;
  variantes: { gen: string; tipo: string; vaf: number | null }[];
}

const DEL_PANEL = sql`desenlace_paciente d join paciente p on p.paciente_id = d.paciente_id join muestra_ngs n on n.paciente_id = p.paciente_id and not n.eliminado`;

/**
 * The NGS profile of every patient `pacientes` selects that has a live NGS result: the same variants the survival
 * split by gene reads (any result of the patient; a gene «other» is left out, it has no symbol to chart).
 */
export async function perfilesMutaciones(db: Database, pacientes: SQL, incluyeVus: boolean): Promise<Map<number, PerfilMutaciones>> {
  const clasificaciones = [...CLASIFICACIONES_CONTADAS, ...(incluyeVus ? ['VUS'] : [])];
  const estudiados = await filasDe<{ paciente_id: number; gen: string }>(db, sql`select n.paciente_id, g.gen from ${DEL_PANEL} cross join unnest(n.genes_estudiados) as g(gen)
    where ${pacientes} and g.gen <> 'OTRO' group by 1, 2`);
  const variantes = await filasDe<{ paciente_id: number; gen: string; tipo: string; vaf: string | number | null }>(db, sql`select n.paciente_id, v.gen, v.tipo_variante as tipo, v.vaf_pct as vaf
    from ${DEL_PANEL} join ngs_variante v on v.ngs_id = n.ngs_id
    where ${pacientes} and v.gen <> 'OTRO' and v.clasificacion in (${sql.join(clasificaciones.map((c) => sql`${c}`), sql`, `)})`);
  const perfiles = new Map<number, PerfilMutaciones>();
  const perfil = (id: number) => {
    const existente = perfiles.get(Number(id));
    if (existente !== undefined) return existente;
    const nuevo: PerfilMutaciones = { estudiados: new Set(), variantes: [] };
    perfiles.set(Number(id), nuevo);
    return nuevo;
  };
  for (const fila of estudiados) perfil(fila.paciente_id).estudiados.add(fila.gen);
  for (const fila of variantes) {
    const destino = perfil(fila.paciente_id);
    destino.estudiados.add(fila.gen);
    destino.variantes.push({ gen: fila.gen, tipo: fila.tipo, vaf: fila.vaf === null ? null : Number(fila.vaf) });
  }
  return perfiles;
}
