import { sql, type SQL } from 'drizzle-orm';
import { CAMPOS_EMR_PRIMERA_LINEA, EMR_NEGATIVA, EMR_VALORADA, REMISIONES_COMPUESTAS } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { DEL_PANEL } from './panel-filters';
import { etiquetasDe, type Agrupacion } from './supervivencia-queries';
import { filasDe } from '../../db/filas';

const lista = (valores: readonly string[]) => sql.join(valores.map((valor) => sql`${valor}`), sql`, `);
const remisionCompuesta = sql`d.ind_mejor_respuesta in (${lista(REMISIONES_COMPUESTAS)})`;
/** The first line's MRD states, as the inner query below selects them from the induction. */
const estadosEmr = sql.join(CAMPOS_EMR_PRIMERA_LINEA.map((campo) => sql`d.${sql.identifier(campo)}`), sql`, `);

/** The first-line indicators of the panel: who counts (the denominator) and who has it (the numerator), on `d`. */
export const INDICADORES_RESPUESTA = [
  {
    indicador: 'REMISION_COMPUESTA',
    etiqueta: 'Remisión completa compuesta (RC, RCh o RCi) tras la primera línea',
    evaluados: sql`d.ind_mejor_respuesta is not null`,
    con: remisionCompuesta,
  },
  {
    indicador: 'EMR_NEGATIVA',
    etiqueta: 'EMR negativa en la remisión compuesta de la primera línea',
    // In composite remission with at least one first-line MRD result; negative when any of them is.
    evaluados: sql`${remisionCompuesta} and (${sql.join(CAMPOS_EMR_PRIMERA_LINEA.map((campo) => sql`d.${sql.identifier(campo)} in (${lista(EMR_VALORADA)})`), sql` or `)})`,
    con: sql`${EMR_NEGATIVA}::text in (${estadosEmr})`,
  },
  { indicador: 'REFRACTARIO_PRIMARIO', etiqueta: 'Refractariedad primaria', evaluados: sql`d.refractario_primario is not null`, con: sql`d.refractario_primario` },
  { indicador: 'MUERTE_PRECOZ_30D', etiqueta: 'Mortalidad a 30 días del inicio del tratamiento', evaluados: sql`d.muerte_precoz_30d is not null`, con: sql`d.muerte_precoz_30d` },
  { indicador: 'MUERTE_PRECOZ_60D', etiqueta: 'Mortalidad a 60 días del inicio del tratamiento', evaluados: sql`d.muerte_precoz_60d is not null`, con: sql`d.muerte_precoz_60d` },
] as const;

/** One group's patients, and each indicator's denominator and numerator. */
export interface RecuentoRespuesta {
  grupo: string;
  etiqueta: string;
  pacientes: number;
  indicadores: { evaluados: number; con: number }[];
}

/** Each group's counts of the patients `pacientes` selects, by the database. */
export async function recuentosRespuesta(db: Database, agrupacion: Agrupacion, pacientes: SQL): Promise<RecuentoRespuesta[]> {
  const columnas = INDICADORES_RESPUESTA.flatMap(({ evaluados, con }, i) => [
    sql`count(*) filter (where ${evaluados}) as ${sql.identifier(`evaluados_${i}`)}`,
    sql`count(*) filter (where ${evaluados} and ${con}) as ${sql.identifier(`con_${i}`)}`,
  ]);
  const rows = await filasDe<Record<string, string | number | null>>(db, sql`select d.grupo, count(*) as pacientes, ${sql.join(columnas, sql`, `)}
    from (select ${agrupacion.expresion} as grupo, d.ind_mejor_respuesta, d.refractario_primario, d.muerte_precoz_30d, d.muerte_precoz_60d,
        ${sql.join(CAMPOS_EMR_PRIMERA_LINEA.map((campo) => sql`i.${sql.identifier(campo)}`), sql`, `)}
      from ${DEL_PANEL}
      left join induccion i on i.paciente_id = d.paciente_id and not i.eliminado
      where ${pacientes}) d
    where d.grupo is not null group by d.grupo`);
  const etiquetas = await etiquetasDe(db, agrupacion);
  return rows.map((fila) => ({
    grupo: String(fila.grupo),
    etiqueta: etiquetas.get(String(fila.grupo)) ?? String(fila.grupo),
    pacientes: Number(fila.pacientes),
    indicadores: INDICADORES_RESPUESTA.map((_, i) => ({ evaluados: Number(fila[`evaluados_${i}`]), con: Number(fila[`con_${i}`]) })),
  }));
}
