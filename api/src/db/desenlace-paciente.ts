import { getTableColumns, sql } from 'drizzle-orm';
import { resumenPaciente, type ExpedientePaciente } from '@registro-lma/shared/domain';
import type { Database } from './database';
import { actualizarCompletitud } from './completitud-paciente';
import { cargarExpediente, cargarExpedientes } from './expediente';
import { desenlacePaciente } from './schema';
import { filasDe } from './filas';

type FilaDesenlace = typeof desenlacePaciente.$inferInsert;

const codigo = (valor: unknown): string | null => (typeof valor === 'string' && valor !== '' ? valor : null);
const entero = (valor: unknown): number | null => (typeof valor === 'number' ? valor : null);
const logico = (valor: unknown): boolean | null => (typeof valor === 'boolean' ? valor : null);

type Resumen = ReturnType<typeof resumenPaciente>;

const resumenDe = (expediente: ExpedientePaciente): Resumen => resumenPaciente(expediente, { estado: expediente.paciente.estado, de_completitud_pct: null });

/** A patient's row: the §7 values by `resumenPaciente` (the extracts' own code), and the risk and intent its history holds. */
export function filaDesenlace(expediente: ExpedientePaciente, resumen: Resumen = resumenDe(expediente)): FilaDesenlace {
  return {
    paciente_id: expediente.paciente.paciente_id,
    riesgo_eln: codigo(expediente.diagnostico?.riesgo_global),
    intensidad: codigo(expediente.induccion?.intencion_tratamiento),
    os_dias: entero(resumen.os_dias),
    os_evento: logico(resumen.os_evento),
    efs_dias: entero(resumen.efs_dias),
    efs_evento: logico(resumen.efs_evento),
    rfs_dias: entero(resumen.rfs_dias),
    rfs_evento: logico(resumen.rfs_evento),
    ind_mejor_respuesta: codigo(resumen.ind_mejor_respuesta),
    refractario_primario: logico(resumen.refractario_primario),
    muerte_precoz_30d: logico(resumen.muerte_precoz_30d),
    muerte_precoz_60d: logico(resumen.muerte_precoz_60d),
    calculado_en: new Date(),
  };
}

const COLUMNAS_CALCULADAS = Object.keys(getTableColumns(desenlacePaciente)).filter((nombre) => nombre !== 'paciente_id');

/** Inserts or replaces the rows of several patients in one statement. */
export async function guardarDesenlaces(db: Database, filas: readonly FilaDesenlace[]): Promise<void> {
  if (filas.length === 0) return;
  await db
    .insert(desenlacePaciente)
    .values([...filas])
    .onConflictDoUpdate({
      target: desenlacePaciente.paciente_id,
      set: Object.fromEntries(
        COLUMNAS_CALCULADAS.map((nombre) => [
          nombre,
          sql.raw(`excluded.${nombre}`),
        ]),
      ),
    });
}

/** The last contact (§3.8) the summary worked out: the worklist's «seguimiento vencido» reads it from the patient. */
const contactoDe = (resumen: Resumen): string | null => codigo(resumen.fecha_ultimo_contacto);

/**
 * After any change to a patient, its history, or its samples' extraction dates (§3.8: a sample's date is a contact),
 * in the transaction of that change: the completeness (with the worklist's values: missing items, last contact) and
 * the outcome row, from one load of the history. Answers the completeness's change, as `actualizarCompletitud`.
 */
export async function actualizarDerivadosPaciente(tx: Database, pacienteId: number, expediente?: ExpedientePaciente): ReturnType<typeof actualizarCompletitud> {
  const historia = expediente ?? (await cargarExpediente(tx, pacienteId));
  const resumen = resumenDe(historia);
  await guardarDesenlaces(tx, [filaDesenlace(historia, resumen)]);
  return actualizarCompletitud(tx, historia, contactoDe(resumen));
}

/** Patients read per round trip when filling the table: on PGlite, a batch's histories take its one thread ~40 ms. */
const LOTE = 100;

/**
 * Fills the derived values of the patients that have no outcome row (a database older than the table, or the demo
 * seeder's fresh patients): the outcome row, and the completeness with what the data-quality worklist reads of it (the
 * missing items, the last contact), which came with the same release. A batch at a time, letting the requests waiting
 * in between, until `parada` is aborted; a row a save wrote meanwhile is kept (it is newer). Answers how many it computed.
 */
export async function completarDerivados(db: Database, parada?: AbortSignal): Promise<number> {
  let total = 0;
  // Patients in id order from the last one done: each batch reads its own id range, not the patients done before it.
  let ultimo = 0;
  while (parada?.aborted !== true) {
    const rows = await filasDe<{ paciente_id: number }>(db,
      sql`select p.paciente_id from paciente p where p.paciente_id > ${ultimo}
        and not exists (select 1 from ${desenlacePaciente} d where d.paciente_id = p.paciente_id) order by p.paciente_id limit ${LOTE}`,
    );
    if (rows.length === 0) return total;
    ultimo = Number(rows.at(-1)!.paciente_id);
    const expedientes = await cargarExpedientes(
      db,
      rows.map((fila) => Number(fila.paciente_id)),
    );
    const derivados = [...expedientes.values()].map((historia) => ({ historia, resumen: resumenDe(historia) }));
    await db.insert(desenlacePaciente).values(derivados.map(({ historia, resumen }) => filaDesenlace(historia, resumen))).onConflictDoNothing();
    for (const { historia, resumen } of derivados) await actualizarCompletitud(db, historia, contactoDe(resumen));
    total += rows.length;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return total;
}
