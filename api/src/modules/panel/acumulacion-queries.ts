import { sql, type SQL } from 'drizzle-orm';
import { ESTADO_PACIENTE, GRUPO_TODOS, type SerieAcumulacion } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { catalogoFila } from '../../db/schema';
import { DEL_PANEL } from './panel-filters';
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

/** The series counted over the patients: one scan of them answers all three (grouping sets). */
const SERIES_DE_PACIENTES = ['PACIENTES_MES', 'DIAGNOSTICOS_ANIO', 'ESTADOS'] as const satisfies readonly SerieAcumulacion[];

/**
 * Each patient series' count per axis value and group over the patients `pacientes` selects, in one pass: `serie`
 * says which grouping set a row counts (a diagnosis year is counted only where there is a diagnosis date).
 */
const porPaciente = (pacientes: SQL) => sql`select case when grouping(x.mes) = 0 then 'PACIENTES_MES' when grouping(x.anio) = 0 then 'DIAGNOSTICOS_ANIO' else 'ESTADOS' end as serie,
    coalesce(x.mes, x.anio, x.estado) as x, coalesce(x.centro, ${GRUPO_TODOS}) as grupo, count(*) as n
  from (select to_char(d.fecha_registro, 'YYYY-MM') as mes, d.hospital_id::text as centro,
      extract(year from d.fecha_diagnostico)::int::text as anio, d.estado from ${DEL_PANEL} where ${pacientes}) x
  group by grouping sets ((x.mes, x.centro), (x.anio), (x.estado))
  having grouping(x.anio) = 1 or x.anio is not null
  order by 1, 2, 3`;

/** Samples per extraction month and laboratory, of the patients `pacientes` selects (not deleted). */
const muestrasPorMes = (pacientes: SQL) => sql`select to_char(m.fecha_extraccion, 'YYYY-MM') as x, m.laboratorio_destino as grupo, count(*) as n
    from ${DEL_PANEL} join muestra m on m.paciente_id = d.paciente_id
    where ${pacientes} and not m.eliminado and m.fecha_extraccion is not null group by 1, 2 order by 1, 2`;

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
  const recuento = (serie: SerieAcumulacion) => (fila: FilaSerie) => ({ x: fila.x, grupo: fila.grupo, etiqueta: etiquetas[serie].get(fila.grupo) ?? fila.grupo, n: Number(fila.n) });
  const dePacientes = await filasDe<FilaSerie & { serie: SerieAcumulacion }>(db, porPaciente(pacientes));
  const series = Object.fromEntries(SERIES_DE_PACIENTES.map((serie) => [serie, dePacientes.filter((fila) => fila.serie === serie).map(recuento(serie))])) as Record<SerieAcumulacion, RecuentoAcumulacion[]>;
  series.MUESTRAS_MES = (await filasDe<FilaSerie>(db, muestrasPorMes(pacientes))).map(recuento('MUESTRAS_MES'));
  series.ESTADOS.sort((a, b) => (ORDEN_ESTADO.get(a.x) ?? 0) - (ORDEN_ESTADO.get(b.x) ?? 0));
  return series;
}
