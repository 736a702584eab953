import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { filasDe } from '../../db/filas';
import { DEL_PANEL } from './filtros-panel';

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
const clasificacionContada = (columna: SQL, clasificaciones: readonly string[] = CLASIFICACIONES_CONTADAS): SQL =>
  sql`${columna} in (${sql.join(clasificaciones.map((c) => sql`${c}`), sql`, `)})`;

/** A gene without a symbol to chart. */
const OTRO = 'OTRO';

/**
 * A result that studied its panel's genes: live and not failed (a failed run, «Fallido / no valorable», studied none, so
 * its patient is not wild type for them). `n` is the muestra_ngs row.
 */
const NGS_VALORABLE = sql`not n.eliminado and n.estado_ngs is distinct from 'FALLIDO'`;

/**
 * The counted variants (gene, VAF) of the live, not failed NGS results of the patients `pacientes` selects: the
 * same results their profiles count.
 */
function variantes(pacientes: SQL, incluyeVus: boolean): SQL {
  const clasificaciones = [...CLASIFICACIONES_CONTADAS, ...(incluyeVus ? ['VUS'] : [])];
  return sql`select v.gen, v.vaf_pct as vaf from ${DEL_PANEL} join muestra_ngs n on n.paciente_id = d.paciente_id and ${NGS_VALORABLE}
    join muestra_ngs_panel np on np.ngs_id = n.ngs_id join ngs_variante v on v.ngs_id = n.ngs_id
    where ${pacientes} and v.gen <> ${OTRO} and ${clasificacionContada(sql`v.clasificacion`, clasificaciones)}`;
}

/**
 * The NGS profiles of the panel's patients with a live, not failed NGS result (`perfil_ngs`, kept by triggers: the
 * genes their panels studied, the cell of each mutated gene), counted by the database per distinct profile: 100 000
 * patients come back as a few hundred rows.
 */
export async function recuentosMutaciones(db: Database, pacientes: SQL, incluyeVus: boolean): Promise<RecuentosMutaciones> {
  const filas = await filasDe<{ estudiados: string[]; celdas: string; pacientes: number | string }>(db,
    sql`select pf.estudiados, ${incluyeVus ? sql`pf.celdas_vus` : sql`pf.celdas`} as celdas, count(*) as pacientes
      from ${DEL_PANEL} where ${pacientes} and pf.paciente_id is not null group by 1, 2`);
  const vaf = await filasDe<{ gen: string; n: number | string; minimo: number | string; maximo: number | string; cuartiles: (number | string)[] }>(db, sql`select x.gen, count(*) as n, min(x.vaf)::float8 as minimo, max(x.vaf)::float8 as maximo,
      percentile_cont(array[0.25, 0.5, 0.75]) within group (order by x.vaf::float8) as cuartiles
    from (${variantes(pacientes, incluyeVus)}) x where x.vaf is not null group by x.gen`);
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
