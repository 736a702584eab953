import { sql, type SQL } from 'drizzle-orm';
import {
  type ClaveExpediente,
  type DefinicionEtapa,
  type ExpedientePaciente,
  type Registro,
} from '@registro-lma/shared/domain';
import type { Database } from './database';
import { notFound } from '../platform/api-error';
import { ETAPAS_POR_CLAVE, TABLAS_ETAPAS } from './registro-etapas';
import { claveId } from './etapa-tables';

/** The live rows of one stage table as a JSON array, in the stage's date order (rescue lines by line). */
function filasJson(etapa: DefinicionEtapa, pacienteId: number): SQL {
  const desempate = etapa.lineaRescate === undefined ? claveId(etapa) : 'rr_linea';
  const orden = sql.raw(etapa.numeracion === undefined ? `t.${desempate}` : `t.${etapa.numeracion.fecha} nulls last, t.${claveId(etapa)}`);
  return sql`(select coalesce(json_agg(t order by ${orden}), '[]'::json) from ${sql.identifier(etapa.tabla)} t
    where t.paciente_id = ${pacienteId} and not t.eliminado) as ${sql.identifier(etapa.expediente)}`;
}

type FilaExpediente = Record<ClaveExpediente, Registro[]> & {
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
  const tablas = [...ETAPAS_POR_CLAVE.values()].map(([{ etapa }]) => filasJson(etapa, pacienteId));
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
  const registros = Object.fromEntries(
    // One record under its key for a one-per-patient stage; a list for repeatable stages and for stages sharing a key.
    [...ETAPAS_POR_CLAVE].map(([clave, etapas]) => [clave, etapas.length === 1 && etapas[0].etapa.cardinalidad === 'uno' ? (fila[clave][0] ?? null) : fila[clave]]),
  ) as unknown as Omit<ExpedientePaciente, 'paciente' | 'diagnostico_fish'>;
  const { diagnostico } = registros;
  return {
    ...registros,
    paciente: { paciente_id: pacienteId, ...fila.paciente },
    diagnostico: diagnostico === null ? null : { ...diagnostico, diagnostico_fish: fish },
    diagnostico_fish: fish,
  };
}

/** The stored rows under one key of the history, whether the key holds one record or many. */
export function filasDeClave(expediente: ExpedientePaciente, clave: ClaveExpediente): readonly Registro[] {
  const valor = expediente[clave];
  if (valor === null) return [];
  return Array.isArray(valor) ? (valor as readonly Registro[]) : [valor as Registro];
}
