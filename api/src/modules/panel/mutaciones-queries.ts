import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { filasDe } from '../../db/filas';
import { DEL_PANEL } from './panel-filters';

/** Patients sharing one NGS profile: the genes their results studied, and the type of their counted variants per gene. */
export interface PerfilMutaciones {
  estudiados: Set<string>;
  /** Gene → the type of its counted variant, or VARIANTE_MULTIPLE for several types. */
  celdas: Map<string, string>;
  pacientes: number;
}

/** The VAF (%) of a gene's counted variants: how many, their extremes and quartiles (R's type 7, `percentile_cont`). */
export interface VafGen {
  n: number;
  minimo: number;
  q1: number;
  mediana: number;
  q3: number;
  maximo: number;
}

export interface RecuentosMutaciones {
  perfiles: PerfilMutaciones[];
  vaf: Map<string, VafGen>;
}

/**
 * The VAF (%) of the counted variants (`vaf_ngs`, kept by triggers from the results the profiles count) of the
 * patients `pacientes` selects, as `gen` and `vaf`.
 */
const variantes = (pacientes: SQL, incluyeVus: boolean): SQL =>
  sql`select x.gen, x.vaf_pct as vaf from ${DEL_PANEL} join vaf_ngs x on x.paciente_id = d.paciente_id where ${pacientes}${incluyeVus ? sql`` : sql` and not x.vus`}`;

/**
 * The NGS profiles of the panel's patients with a live, not failed NGS result (`perfil_ngs`, kept by triggers: the
 * genes their panels studied, the cell of each mutated gene), counted by the database per distinct profile: 100 000
 * patients come back as a few hundred rows.
 */
export async function recuentosMutaciones(db: Database, pacientes: SQL, incluyeVus: boolean): Promise<RecuentosMutaciones> {
  // Grouped by the list's id (an integer), its genes read once per group.
  const filas = await filasDe<{ estudiados: string[]; celdas: string; pacientes: number | string }>(db,
    sql`select cg.genes as estudiados, x.celdas, x.pacientes from (select pf.estudiados_id, ${incluyeVus ? sql`pf.celdas_vus` : sql`pf.celdas`} as celdas, count(*) as pacientes
      from ${DEL_PANEL} where ${pacientes} and pf.paciente_id is not null group by 1, 2) x join conjunto_genes cg on cg.conjunto_genes_id = x.estudiados_id`);
  const vaf = await filasDe<{ gen: string; n: number | string; minimo: number | string; maximo: number | string; cuartiles: (number | string)[] }>(db, sql`select x.gen, count(*) as n, min(x.vaf)::float8 as minimo, max(x.vaf)::float8 as maximo,
      percentile_cont(array[0.25, 0.5, 0.75]) within group (order by x.vaf::float8) as cuartiles
    from (${variantes(pacientes, incluyeVus)}) x group by x.gen`);
  return {
    perfiles: filas.flatMap((fila) => {
      const celdas = new Map(fila.celdas.split(',').flatMap((par) => (par === '' ? [] : [par.split(':') as [string, string]])));
      const estudiados = new Set([...fila.estudiados, ...celdas.keys()]);
      // A result that studied no charted gene and found nothing counted is no profile.
      return estudiados.size === 0 ? [] : [{ estudiados, celdas, pacientes: Number(fila.pacientes) }];
    }),
    vaf: new Map(
      vaf.map((fila) => {
        const [q1, mediana, q3] = fila.cuartiles.map(Number) as [number, number, number];
        return [fila.gen, { n: Number(fila.n), minimo: Number(fila.minimo), q1, mediana, q3, maximo: Number(fila.maximo) }];
      }),
    ),
  };
}
