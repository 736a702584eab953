import { sql, type SQL } from 'drizzle-orm';
import type { EtapaId, ExpedientePaciente, Registro } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { notFound } from '../../platform/api-error';
import { TABLAS_ETAPAS } from './registro-etapas';
import { claveId } from './tablas-etapa';

/** One table per key of the history (both rescue lines come from `rec_res`). */
const TABLAS_EXPEDIENTE = {
  diagnostico: 'diagnostico',
  induccion: 'induccion',
  consolidacion: 'consolidacion',
  post_consolidacion: 'post_consolidacion',
  trasplante: 'trasplante',
  seguimiento: 'seguimiento',
  recaida: 'recaida',
  rec_res: 'rec_res_1',
  muerte: 'muerte',
} as const satisfies Record<string, EtapaId>;

type ClaveTabla = keyof typeof TABLAS_EXPEDIENTE;

/** The live rows of one stage table as a JSON array, in the stage's date order (rescue lines by line). */
function filasJson(clave: ClaveTabla, pacienteId: number): SQL {
  const { etapa } = TABLAS_ETAPAS[TABLAS_EXPEDIENTE[clave]];
  const orden = etapa.numeracion === undefined ? sql.raw(clave === 'rec_res' ? 't.rr_linea' : `t.${claveId(etapa)}`) : sql.raw(`t.${etapa.numeracion.fecha} nulls last, t.${claveId(etapa)}`);
  return sql`(select coalesce(json_agg(t order by ${orden}), '[]'::json) from ${sql.identifier(etapa.tabla)} t
    where t.paciente_id = ${pacienteId} and not t.eliminado) as ${sql.identifier(clave)}`;
}

type FilaExpediente = Record<ClaveTabla, Registro[]> & {
  paciente: Omit<ExpedientePaciente['paciente'], 'paciente_id'> | null;
  diagnostico_fish: Registro[];
};

/** The sub-table rows with only their fields, as the form sends them. */
function soloCampos(filas: readonly Registro[]): Registro[] {
  const campos = TABLAS_ETAPAS.diagnostico.etapa.subtabla?.campos ?? [];
  return filas.map((fila) => Object.fromEntries(campos.map((campo) => [campo.name, fila[campo.name] ?? null])));
}

/**
 * Every live clinical record of a patient, as the stage rules read them (data-dictionary §6), in ONE round trip: the
 * history is read before and after every save, so its cost is the cost of a save.
 */
export async function cargarExpediente(db: Database, pacienteId: number): Promise<ExpedientePaciente> {
  const tablas = (Object.keys(TABLAS_EXPEDIENTE) as ClaveTabla[]).map((clave) => filasJson(clave, pacienteId));
  const { rows } = (await db.execute(sql`select
    (select row_to_json(p) from (select sexo, fecha_nacimiento, fecha_diagnostico, entidad, estado,
      (select coalesce(json_agg(json_build_object('ensayo', e.ensayo, 'fecha_inclusion', e.fecha_inclusion) order by e.paciente_ensayo_id), '[]'::json)
        from paciente_ensayo e where e.paciente_id = ${pacienteId}) as ensayos
      from paciente where paciente_id = ${pacienteId}) p) as paciente,
    (select coalesce(json_agg(f order by f.orden), '[]'::json) from diagnostico_fish f
      join diagnostico d on d.diagnostico_id = f.diagnostico_id where d.paciente_id = ${pacienteId} and not d.eliminado) as diagnostico_fish,
    ${sql.join(tablas, sql`, `)}`)) as unknown as { rows: FilaExpediente[] };
  const [fila] = rows;
  if (fila === undefined || fila.paciente === null) throw notFound();
  const fish = soloCampos(fila.diagnostico_fish);
  const [diagnostico] = fila.diagnostico;
  return {
    paciente: { paciente_id: pacienteId, ...fila.paciente },
    diagnostico: diagnostico === undefined ? null : { ...diagnostico, diagnostico_fish: fish },
    diagnostico_fish: fish,
    induccion: fila.induccion[0] ?? null,
    consolidacion: fila.consolidacion,
    post_consolidacion: fila.post_consolidacion,
    trasplante: fila.trasplante,
    seguimiento: fila.seguimiento,
    recaida: fila.recaida,
    rec_res: fila.rec_res,
    muerte: fila.muerte[0] ?? null,
  };
}
