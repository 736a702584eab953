import { sql, type SQL } from 'drizzle-orm';
import { ESTADO_PACIENTE, GRUPO_TODOS, SERIE_ACUMULACION, type SerieAcumulacion } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { catalogoFila } from '../../db/schema';
import { etiquetasDe } from './supervivencia-queries';
import { filasDe } from '../../db/filas';

/** One count of a series before small numbers are hidden. */
export interface RecuentoAcumulacion {
  x: string;
  grupo: string;
  etiqueta: string;
  n: number;
}

type FilaSerie = { x: string; grupo: string; n: number | string };

const DEL_PANEL = sql`desenlace_paciente d join paciente p on p.paciente_id = d.paciente_id`;

/** Each series' count per axis value and group, over the patients `pacientes` selects (samples: theirs, not deleted). */
const CONSULTAS: Readonly<Record<SerieAcumulacion, (pacientes: SQL) => SQL>> = {
  PACIENTES_MES: (pacientes) => sql`select to_char(p.fecha_registro, 'YYYY-MM') as x, p.hospital_id::text as grupo, count(*) as n
    from ${DEL_PANEL} where ${pacientes} group by 1, 2 order by 1, 2`,
  DIAGNOSTICOS_ANIO: (pacientes) => sql`select extract(year from p.fecha_diagnostico)::int::text as x, ${GRUPO_TODOS} as grupo, count(*) as n
    from ${DEL_PANEL} where ${pacientes} and p.fecha_diagnostico is not null group by 1 order by 1`,
  ESTADOS: (pacientes) => sql`select p.estado as x, ${GRUPO_TODOS} as grupo, count(*) as n from ${DEL_PANEL} where ${pacientes} group by 1`,
  MUESTRAS_MES: (pacientes) => sql`select to_char(m.fecha_extraccion, 'YYYY-MM') as x, m.laboratorio_destino as grupo, count(*) as n
    from ${DEL_PANEL} join muestra m on m.paciente_id = p.paciente_id
    where ${pacientes} and not m.eliminado and m.fecha_extraccion is not null group by 1, 2 order by 1, 2`,
};

const ORDEN_ESTADO = new Map(ESTADO_PACIENTE.map((fila, i) => [fila.codigo as string, i]));

/** Every series of the accrual panel, counted by the database (a few hundred rows for any size of registry). */
export async function recuentosAcumulacion(db: Database, pacientes: SQL): Promise<Record<SerieAcumulacion, RecuentoAcumulacion[]>> {
  const centros = await etiquetasDe(db, { codigo: 'centro', expresion: sql``, orden: [] });
  const laboratorios = await db.select({ codigo: catalogoFila.codigo, etiqueta: catalogoFila.etiqueta }).from(catalogoFila).where(sql`${catalogoFila.catalogo} = 'laboratorio'`);
  const etiquetas: Readonly<Record<SerieAcumulacion, ReadonlyMap<string, string>>> = {
    PACIENTES_MES: centros,
    DIAGNOSTICOS_ANIO: new Map([[GRUPO_TODOS, 'Todos los pacientes']]),
    ESTADOS: new Map([[GRUPO_TODOS, 'Todos los pacientes']]),
    MUESTRAS_MES: new Map(laboratorios.map((fila) => [fila.codigo, fila.etiqueta])),
  };
  const series = {} as Record<SerieAcumulacion, RecuentoAcumulacion[]>;
  for (const { codigo } of SERIE_ACUMULACION) {
    const rows = await filasDe<FilaSerie>(db, CONSULTAS[codigo](pacientes));
    series[codigo] = rows.map((fila) => ({ x: fila.x, grupo: fila.grupo, etiqueta: etiquetas[codigo].get(fila.grupo) ?? fila.grupo, n: Number(fila.n) }));
  }
  series.ESTADOS.sort((a, b) => (ORDEN_ESTADO.get(a.x) ?? 0) - (ORDEN_ESTADO.get(b.x) ?? 0));
  return series;
}
