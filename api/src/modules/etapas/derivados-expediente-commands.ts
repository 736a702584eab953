import { eq } from 'drizzle-orm';
import type { EtapaId, ExpedientePaciente, Registro } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import type { Auditar, CambioAuditado } from '../../platform/auditoria-repository';
import { actualizarDerivadosPaciente } from '../../db/desenlace-paciente';
import { cargarExpediente, filasDeClave } from '../../db/expediente';
import { filasDeEtapa } from './filas-etapa-queries';
import { ETAPAS_POR_CLAVE, lineaDeRescate, TABLAS_ETAPAS } from '../../db/etapa-registry';
import { claveId, columna, type TablasEtapa } from '../../db/etapa-table';

/** The reason of a recomputation's audit row, followed by the table whose save caused it. */
export const MOTIVO_RECALCULO = 'Automático: valores derivados recalculados tras un cambio en';

function mismoValor(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

const filaDe = (tablas: TablasEtapa, fila: Registro) => eq(columna(tablas.tabla, claveId(tablas.etapa)), fila[claveId(tablas.etapa)] as number);

/** Writes recomputed values on a stored row, and the system's audit row of the change (before and after). */
type Recalculo = (tablas: TablasEtapa, fila: Registro, cambios: Registro) => Promise<void>;

/**
 * Rows of a repeatable stage are numbered 1..n by their date (data-dictionary §3.5–§3.9: cycle, transplant and
 * relapse numbers follow the calendar, whatever order they were entered in). `filas` come in date order.
 */
async function renumerarFilas(tablas: TablasEtapa, filas: readonly Registro[], guardar: Recalculo): Promise<void> {
  const numeracion = tablas.etapa.numeracion;
  if (numeracion === undefined) return;
  for (const [indice, fila] of filas.entries()) {
    if (fila[numeracion.campo] !== indice + 1) await guardar(tablas, fila, { [numeracion.campo]: indice + 1 });
  }
}

/** Every stored row of the history with the stage (and its definition) it belongs to: a rescue row by its line. */
function filasConEtapa(expediente: ExpedientePaciente): [TablasEtapa, Registro][] {
  return [...ETAPAS_POR_CLAVE].flatMap(([clave, etapas]) =>
    filasDeClave(expediente, clave).map((fila): [TablasEtapa, Registro] => [etapas.find(({ etapa }) => etapa.lineaRescate === fila.rr_linea) ?? etapas[0], fila]),
  );
}

/**
 * data-dictionary §7: derived values are recomputed on save of any input record. After a write to `origen`'s record,
 * its stage's rows are renumbered, every record's computed values are recomputed against the new history and the
 * changed ones stored (without a new version: no user edited them), then the patient's essential-data completeness.
 * Every other record so changed gets one `RECALCULO` audit row with the changed columns before and after, in the name
 * of the author of the save that caused it: the system acted on their behalf, in their transaction, and the action
 * says no user typed the values.
 */
export async function recalcularDerivados(tx: Database, pacienteId: number, origen: { etapaId: EtapaId; registroId: number }, auditar: Auditar): Promise<void> {
  const cambiada = TABLAS_ETAPAS[origen.etapaId];
  // One row per record changed, however many steps changed it (a renumbered cycle also gets new computed values).
  const entradas = new Map<string, CambioAuditado>();
  const recalculo = (tabla: string, registroId: number, antes: Registro, despues: Registro) => {
    const previa = entradas.get(`${tabla}:${registroId}`);
    entradas.set(`${tabla}:${registroId}`, {
      tabla,
      registro_id: registroId,
      accion: 'RECALCULO',
      antes: { ...antes, ...(previa?.antes as Registro | undefined) },
      despues: { ...(previa?.despues as Registro | undefined), ...despues },
      motivo: `${MOTIVO_RECALCULO} ${cambiada.etapa.tabla}`,
      paciente_id: pacienteId,
    });
  };
  const guardar: Recalculo = async (tablas, fila, cambios) => {
    await tx.update(tablas.tabla).set(cambios as never).where(filaDe(tablas, fila));
    const registroId = fila[claveId(tablas.etapa)] as number;
    // The record being saved is audited by its own save, computed values included.
    if (tablas.etapa.tabla === cambiada.etapa.tabla && registroId === origen.registroId) return;
    const antes = Object.fromEntries(Object.keys(cambios).map((nombre) => [nombre, fila[nombre] ?? null]));
    recalculo(tablas.etapa.tabla, registroId, antes, cambios);
  };
  if (cambiada.etapa.numeracion !== undefined) await renumerarFilas(cambiada, await filasDeEtapa(tx, cambiada, pacienteId), guardar);
  const expediente = await cargarExpediente(tx, pacienteId);
  for (const [tablas, fila] of filasConEtapa(expediente)) {
    const calculados = tablas.etapa.derivar(fila, { expediente, registroId: fila[claveId(tablas.etapa)] as number });
    const linea = lineaDeRescate(tablas.etapa.id);
    const cambios = Object.fromEntries(
      Object.entries(linea === null ? calculados : { ...calculados, rr_linea: linea }).filter(([nombre, valor]) => !mismoValor(fila[nombre], valor)),
    );
    if (Object.keys(cambios).length === 0) continue;
    await guardar(tablas, fila, cambios);
    // The completeness below reads computed values too (DE17): keep the history in step with what was stored.
    Object.assign(fila, cambios);
  }
  const completitud = await actualizarDerivadosPaciente(tx, pacienteId, expediente);
  if (completitud !== null) {
    recalculo('paciente', pacienteId, { de_completitud_pct: completitud.antes }, { de_completitud_pct: completitud.despues });
  }
  await auditar(...entradas.values());
}
