import { and, sql, type SQL } from 'drizzle-orm';
import { ENTIDAD, GRUPO_EDAD_PANEL, INTENCION_TRATAMIENTO, RIESGO_GLOBAL, type CatalogoFila } from '@registro-lma/shared/domain';
import { invalidInput } from '../../platform/api-errors';
import type { Quien } from '../../platform/alcance/alcance-scope';
import { pacienteScope } from '../../platform/alcance/paciente-scope';

/** The filters every panel chart shares, read from the query. */
export interface FiltrosPanel {
  hospitales: number[];
  fecha_diagnostico_desde: string | null;
  fecha_diagnostico_hasta: string | null;
  grupo_edad: string[];
  entidad: string[];
  riesgo_eln: string[];
  intensidad: string[];
  ensayo: string | null;
}

type Consulta = Record<string, unknown>;

const texto = (valor: unknown): string | null => (typeof valor === 'string' && valor.trim() !== '' ? valor.trim() : null);

function codigos(consulta: Consulta, campo: string, catalogo: readonly CatalogoFila<string>[], etiqueta: string): string[] {
  const valores = (texto(consulta[campo]) ?? '').split(',').flatMap((parte) => (parte.trim() === '' ? [] : [parte.trim()]));
  const desconocido = valores.find((valor) => !catalogo.some((fila) => fila.codigo === valor));
  if (desconocido !== undefined) throw invalidInput({ [campo]: `${etiqueta} desconocido: «${desconocido}».` });
  return valores;
}

/** The filters of a panel request (400 naming the field for an unknown code or a reversed period). */
export function leerFiltrosPanel(consulta: Consulta): FiltrosPanel {
  const hospitales = (texto(consulta.hospitales) ?? '').split(',').flatMap((parte) => (parte.trim() === '' ? [] : [parte.trim()]));
  if (hospitales.some((valor) => !/^[1-9]\d{0,8}$/.test(valor))) throw invalidInput({ hospitales: 'Indique los centros por su identificador, separados por comas.' });
  const desde = texto(consulta.fecha_diagnostico_desde);
  const hasta = texto(consulta.fecha_diagnostico_hasta);
  if (desde !== null && hasta !== null && desde > hasta) {
    throw invalidInput({ fecha_diagnostico_hasta: 'La fecha final del periodo de diagnóstico es anterior a la inicial.' });
  }
  return {
    hospitales: hospitales.map(Number),
    fecha_diagnostico_desde: desde,
    fecha_diagnostico_hasta: hasta,
    grupo_edad: codigos(consulta, 'grupo_edad', GRUPO_EDAD_PANEL, 'Grupo de edad'),
    entidad: codigos(consulta, 'entidad', ENTIDAD, 'Entidad'),
    riesgo_eln: codigos(consulta, 'riesgo_eln', RIESGO_GLOBAL, 'Riesgo ELN 2022'),
    intensidad: codigos(consulta, 'intensidad', INTENCION_TRATAMIENTO, 'Intensidad'),
    ensayo: texto(consulta.ensayo),
  };
}

/** The age band of `d` (desenlace_paciente) as SQL, from GRUPO_EDAD_PANEL's bounds; null without an age. */
export const GRUPO_EDAD_SQL: SQL = sql`case ${sql.join(
  GRUPO_EDAD_PANEL.map((fila) =>
    fila.hasta === null ? sql`when d.edad_diagnostico >= ${fila.desde} then ${fila.codigo}` : sql`when d.edad_diagnostico between ${fila.desde} and ${fila.hasta} then ${fila.codigo}`,
  ),
  sql` `,
)} end`;

const enCodigos = (columna: SQL, valores: readonly string[]) =>
  valores.length === 0 ? undefined : sql`${columna} in (${sql.join(valores.map((valor) => sql`${valor}`), sql`, `)})`;

/**
 * What every panel answer reads: each patient's outcomes `d`, with the patient's values the filters and groups use,
 * and their NGS profile `pf` (none without a result; the planner drops the join where `pf` is not read).
 */
export const DEL_PANEL = sql`desenlace_paciente d left join perfil_ngs pf on pf.paciente_id = d.paciente_id`;

/** The same, with the patient row `p` for what only it holds (the pending essential data of completeness). */
export const DEL_PANEL_CON_PACIENTE = sql`${DEL_PANEL} join paciente p on p.paciente_id = d.paciente_id`;

/**
 * The patients a panel counts, on their outcome rows `d`: in the user's scope (§2.3), past BORRADOR and not
 * EXCLUIDO (the extracts' default population, §8), and within the filters.
 */
export function pacientesDelPanel(quien: Quien, filtros: FiltrosPanel): SQL {
  return and(
    sql`d.estado not in ('BORRADOR', 'EXCLUIDO')`,
    pacienteScope(quien, { hospital_id: sql`d.hospital_id`, estado: sql`d.estado`, creado_por: sql`d.creado_por`, paciente_id: sql`d.paciente_id` }),
    filtros.hospitales.length === 0 ? undefined : sql`d.hospital_id in (${sql.join(filtros.hospitales.map((id) => sql`${id}`), sql`, `)})`,
    filtros.fecha_diagnostico_desde === null ? undefined : sql`d.fecha_diagnostico >= ${filtros.fecha_diagnostico_desde}`,
    filtros.fecha_diagnostico_hasta === null ? undefined : sql`d.fecha_diagnostico <= ${filtros.fecha_diagnostico_hasta}`,
    enCodigos(GRUPO_EDAD_SQL, filtros.grupo_edad),
    enCodigos(sql`d.entidad`, filtros.entidad),
    enCodigos(sql`d.riesgo_eln`, filtros.riesgo_eln),
    enCodigos(sql`d.intensidad`, filtros.intensidad),
    filtros.ensayo === null ? undefined : sql`exists (select 1 from paciente_ensayo e where e.paciente_id = d.paciente_id and e.ensayo = ${filtros.ensayo})`,
  )!;
}
