import { sql, type SQL } from 'drizzle-orm';
import { VARIANTE_MULTIPLE } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { filasDe } from '../../db/filas';

/** Classifications a variant needs to count: pathogenic and likely pathogenic, and VUS when asked. */
const CLASIFICACIONES_CONTADAS = ['PATOGENICA', 'PROBABLEMENTE_PATOGENICA'] as const;

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

/** `columna` is one of `clasificaciones` (the counted ones by default), as SQL. */
export const clasificacionContada = (columna: SQL, clasificaciones: readonly string[] = CLASIFICACIONES_CONTADAS): SQL =>
  sql`${columna} in (${sql.join(clasificaciones.map((c) => sql`${c}`), sql`, `)})`;

/** A gene without a symbol to chart. */
const OTRO = 'OTRO';

/**
 * A result that studied its panel's genes: live and not failed (a failed run, «Fallido / no valorable», studied none, so
 * its patient is not wild type for them). `n` is the muestra_ngs row.
 */
export const NGS_VALORABLE = sql`not n.eliminado and n.estado_ngs is distinct from 'FALLIDO'`;

/**
 * The NGS results and counted variants of the patients `pacientes` selects (any live, not failed result of the
 * patient: the same the survival split by gene reads), as SQL common table expressions `ngs` and `variantes`.
 */
function conVariantes(pacientes: SQL, incluyeVus: boolean): SQL {
  const clasificaciones = [...CLASIFICACIONES_CONTADAS, ...(incluyeVus ? ['VUS'] : [])];
  return sql`with ngs as (select n.paciente_id, n.ngs_id, np.panel_genes_id as panel
      from desenlace_paciente d join paciente p on p.paciente_id = d.paciente_id join muestra_ngs n on n.paciente_id = p.paciente_id and ${NGS_VALORABLE}
      join muestra_ngs_panel np on np.ngs_id = n.ngs_id
      where ${pacientes}),
    variantes as (select ngs.paciente_id, v.gen, v.tipo_variante as tipo, v.vaf_pct as vaf from ngs join ngs_variante v on v.ngs_id = ngs.ngs_id
      where v.gen <> ${OTRO} and ${clasificacionContada(sql`v.clasificacion`, clasificaciones)}),
    celdas as (select paciente_id, gen, case when count(distinct tipo) > 1 then ${VARIANTE_MULTIPLE} else min(tipo) end as tipo from variantes group by 1, 2)`;
}

/**
 * The NGS profiles of the panel's patients with a live, not failed NGS result, counted by the database per distinct
 * profile (the panels their results used, the cell of each mutated gene): 100 000 patients come back as a few hundred
 * rows, and each panel's genes are read once (`panel_genes`), not once per result.
 */
export async function recuentosMutaciones(db: Database, pacientes: SQL, incluyeVus: boolean): Promise<RecuentosMutaciones> {
  const con = conVariantes(pacientes, incluyeVus);
  const filas = await filasDe<{ paneles: number[]; celdas: string | null; pacientes: number | string }>(db, sql`${con},
    perfil as (select paciente_id, string_agg(gen || ':' || tipo, ',' order by gen) as celdas from celdas group by 1),
    paneles as (select paciente_id, array_agg(distinct panel order by panel) as paneles from ngs group by 1)
    select paneles.paneles, perfil.celdas, count(*) as pacientes from paneles left join perfil using (paciente_id) group by 1, 2`);
  const paneles = new Map(
    (await filasDe<{ panel_genes_id: number; genes: string[] }>(db, sql`select panel_genes_id, genes from panel_genes`)).map((fila) => [
      Number(fila.panel_genes_id),
      fila.genes.filter((gen) => gen !== OTRO),
    ]),
  );
  const vaf = await filasDe<{ gen: string; n: number | string; minimo: number | string; maximo: number | string; cuartiles: (number | string)[] }>(db, sql`${con}
    select gen, count(*) as n, min(vaf)::float8 as minimo, max(vaf)::float8 as maximo,
      percentile_cont(array[0.25, 0.5, 0.75]) within group (order by vaf::float8) as cuartiles
    from variantes where vaf is not null group by gen`);
  return {
    perfiles: filas.flatMap((fila) => {
      const celdas = new Map((fila.celdas ?? '').split(',').flatMap((par) => (par === '' ? [] : [par.split(':') as [string, string]])));
      const estudiados = new Set([...fila.paneles.flatMap((panel) => paneles.get(Number(panel)) ?? []), ...celdas.keys()]);
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
