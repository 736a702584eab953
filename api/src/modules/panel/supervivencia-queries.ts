import { sql, type SQL } from 'drizzle-orm';
import {
  AGRUPACIONES_PANEL,
  GEN_NGS,
  GRUPO_EDAD_PANEL,
  GRUPO_SIN_DATO,
  GRUPO_TODOS,
  INTENCION_TRATAMIENTO,
  PREFIJO_GEN_PANEL,
  RIESGO_GLOBAL,
  type DesenlacePanel,
} from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { hospital } from '../../db/schema';
import { invalidInput } from '../../platform/api-errors';
import { DEL_PANEL, GRUPO_EDAD_SQL } from './panel-filters';
import { filasDe } from '../../db/filas';

/** How the curves are split: the group of each patient `p` (outcomes `d`) as SQL, and the groups' order and labels. */
export interface Agrupacion {
  readonly codigo: string;
  readonly expresion: SQL;
  /** Known groups in display order with their labels; a group not listed (a centre) is labelled by `etiquetaDe`. */
  readonly orden: readonly { codigo: string; etiqueta: string }[];
}

const SIN_DATO = { codigo: GRUPO_SIN_DATO, etiqueta: 'Sin dato' };

/** The split a request asks for (400 naming `grupo` when unknown). */
export function agrupacionDe(grupo: string | null): Agrupacion {
  const codigo = grupo ?? 'ninguno';
  if (codigo.startsWith(PREFIJO_GEN_PANEL)) {
    const gen = codigo.slice(PREFIJO_GEN_PANEL.length);
    if (gen === 'OTRO' || !GEN_NGS.some((fila) => fila.codigo === gen)) throw invalidInput({ grupo: `Gen desconocido: «${gen}».` });
    // cBioPortal's altered against unaltered: wild type are the patients with a (not failed) NGS result that studied the
    // gene, read from their profile (`pf`); whether a list of genes holds it is asked once per distinct list.
    return {
      codigo,
      expresion: sql`case when ${gen} = any(pf.mutados) then 'MUTADO'
        when pf.estudiados_id in (select cg.conjunto_genes_id from conjunto_genes cg where ${gen} = any(cg.genes)) then 'NO_MUTADO' end`,
      orden: [
        { codigo: 'MUTADO', etiqueta: `${gen} mutado` },
        { codigo: 'NO_MUTADO', etiqueta: `${gen} no mutado` },
      ],
    };
  }
  switch (codigo as (typeof AGRUPACIONES_PANEL)[number]) {
    case 'ninguno':
      return { codigo, expresion: sql`${GRUPO_TODOS}`, orden: [{ codigo: GRUPO_TODOS, etiqueta: 'Todos los pacientes' }] };
    case 'riesgo_eln':
      return { codigo, expresion: sql`coalesce(d.riesgo_eln, ${GRUPO_SIN_DATO})`, orden: [...RIESGO_GLOBAL, SIN_DATO] };
    case 'intensidad':
      return { codigo, expresion: sql`coalesce(d.intensidad, ${GRUPO_SIN_DATO})`, orden: [...INTENCION_TRATAMIENTO, SIN_DATO] };
    case 'edad':
      return { codigo, expresion: sql`coalesce(${GRUPO_EDAD_SQL}, ${GRUPO_SIN_DATO})`, orden: [...GRUPO_EDAD_PANEL, SIN_DATO] };
    case 'centro':
      // The centre's id, as the centres filter takes it: a click on a group can become that filter.
      return { codigo, expresion: sql`d.hospital_id::text`, orden: [] };
    default:
      throw invalidInput({ grupo: `Agrupación desconocida: «${codigo}». Use ninguno, riesgo_eln, edad, intensidad, centro o gen:<GEN>.` });
  }
}

/**
 * Each group's label: the split's own, or (by centre) the centres' names, read apart so that the counting carries
 * no text wider than a code (a wide column made PostgreSQL's grouping spill to disk at 100 000 patients).
 */
export async function etiquetasDe(db: Database, agrupacion: Agrupacion): Promise<Map<string, string>> {
  if (agrupacion.codigo !== 'centro') return new Map(agrupacion.orden.map((g) => [g.codigo, g.etiqueta]));
  const centros = await db.select({ id: hospital.hospital_id, nombre: hospital.nombre }).from(hospital);
  return new Map(centros.map((centro) => [String(centro.id), centro.nombre]));
}

/** How many patients of a group had the event, or were censored, on one day. */
export interface RecuentoAgrupado {
  grupo: string;
  etiqueta: string;
  t: number;
  eventos: number;
  censurados: number;
}

const COLUMNAS: Readonly<Record<DesenlacePanel, { dias: SQL; evento: SQL }>> = {
  OS: { dias: sql`d.os_dias`, evento: sql`d.os_evento` },
  EFS: { dias: sql`d.efs_dias`, evento: sql`d.efs_evento` },
  RFS: { dias: sql`d.rfs_dias`, evento: sql`d.rfs_evento` },
};

/**
 * The outcomes of the patients `pacientes` selects that have one (RFS: those with a composite remission), counted per
 * group and day by the database: a curve needs no more, and 100 000 patients come back as a few thousand rows.
 */
export async function recuentosSupervivencia(db: Database, desenlace: DesenlacePanel, agrupacion: Agrupacion, pacientes: SQL): Promise<RecuentoAgrupado[]> {
  const { dias, evento } = COLUMNAS[desenlace];
  const rows = await filasDe<{ grupo: string; t: number; eventos: number | string; censurados: number | string }>(db, sql`select x.grupo, x.t, count(*) filter (where x.evento) as eventos, count(*) filter (where not x.evento) as censurados
    from (select ${agrupacion.expresion} as grupo, ${dias} as t, ${evento} as evento
      from ${DEL_PANEL}
      where ${pacientes} and ${dias} is not null and ${evento} is not null) x
    where x.grupo is not null group by x.grupo, x.t order by x.grupo, x.t`);
  const etiquetas = await etiquetasDe(db, agrupacion);
  return rows.map((fila) => ({
    grupo: fila.grupo,
    etiqueta: etiquetas.get(fila.grupo) ?? fila.grupo,
    t: Number(fila.t),
    eventos: Number(fila.eventos),
    censurados: Number(fila.censurados),
  }));
}
