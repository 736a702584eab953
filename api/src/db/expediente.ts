import { sql, type SQL } from 'drizzle-orm';
import {
  type ClaveExpediente,
  type DefinicionEtapa,
  type ExpedientePaciente,
  type Registro,
} from '@registro-lma/shared/domain';
import type { Database } from './database';
import { filasDe } from './filas';
import { notFound } from '../platform/api-errors';
import { ETAPAS_POR_CLAVE, TABLAS_ETAPAS } from './etapa-registry';
import { claveId } from './etapa-table';

/** The live rows of one stage table of the patient `p` as a JSON array, in the stage's date order (rescue lines by line). */
function filasJson(etapa: DefinicionEtapa): SQL {
  const desempate = etapa.lineaRescate === undefined ? claveId(etapa) : 'rr_linea';
  const orden = sql.raw(etapa.numeracion === undefined ? `t.${desempate}` : `t.${etapa.numeracion.fecha} nulls last, t.${claveId(etapa)}`);
  return sql`(select coalesce(json_agg(t order by ${orden}), '[]'::json) from ${sql.identifier(etapa.tabla)} t
    where t.paciente_id = p.paciente_id and not t.eliminado) as ${sql.identifier(etapa.expediente)}`;
}

type FilaExpediente = Record<ClaveExpediente, Registro[]> & {
  paciente_id: number;
  paciente: Omit<ExpedientePaciente['paciente'], 'paciente_id'>;
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
  const expediente = (await cargarExpedientes(db, [pacienteId])).get(pacienteId);
  if (expediente === undefined) throw notFound();
  return expediente;
}

/**
 * The histories of several patients in ONE query (the extracts' `resumen_paciente` reads a batch at a time), by
 * patient id; an unknown id is absent from the map.
 */
export async function cargarExpedientes(db: Database, pacienteIds: readonly number[]): Promise<Map<number, ExpedientePaciente>> {
  const expedientes = new Map<number, ExpedientePaciente>();
  if (pacienteIds.length === 0) return expedientes;
  const filas = await filasDe<FilaExpediente>(db, consultaExpedientes(sql`p.paciente_id in (${sql.join(pacienteIds.map((id) => sql`${id}`), sql`, `)})`));
  for (const fila of filas) expedientes.set(Number(fila.paciente_id), expedienteDe(fila));
  return expedientes;
}

/** The histories of the patients `p` (paciente) that `condicion` selects: one row per patient, each table as JSON. */
export function consultaExpedientes(condicion: SQL): SQL {
  const tablas = [...ETAPAS_POR_CLAVE.values()].map(([{ etapa }]) => filasJson(etapa));
  return sql`select p.paciente_id,
    (select row_to_json(datos) from (select p.sexo, p.fecha_nacimiento, p.fecha_diagnostico, p.entidad, p.estado,
      (select coalesce(json_agg(json_build_object('ensayo', e.ensayo, 'fecha_inclusion', e.fecha_inclusion) order by e.paciente_ensayo_id), '[]'::json)
        from paciente_ensayo e where e.paciente_id = p.paciente_id) as ensayos,
      (select max(m.fecha_extraccion)::text from muestra m where m.paciente_id = p.paciente_id and not m.eliminado) as fecha_ultima_muestra) datos) as paciente,
    (select coalesce(json_agg(f order by f.orden), '[]'::json) from diagnostico_fish f
      join diagnostico d on d.diagnostico_id = f.diagnostico_id where d.paciente_id = p.paciente_id and not d.eliminado) as diagnostico_fish,
    ${sql.join(tablas, sql`, `)}
    from paciente p where ${condicion}`;
}

function expedienteDe(fila: FilaExpediente): ExpedientePaciente {
  const fish = soloCampos(fila.diagnostico_fish);
  const registros = Object.fromEntries(
    // One record under its key for a one-per-patient stage; a list for repeatable stages and for stages sharing a key.
    [...ETAPAS_POR_CLAVE].map(([clave, etapas]) => [clave, etapas.length === 1 && etapas[0].etapa.cardinalidad === 'uno' ? (fila[clave][0] ?? null) : fila[clave]]),
  ) as unknown as Omit<ExpedientePaciente, 'paciente' | 'diagnostico_fish'>;
  const { diagnostico } = registros;
  return {
    ...registros,
    paciente: { paciente_id: Number(fila.paciente_id), ...fila.paciente },
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
