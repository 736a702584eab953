import { eq } from 'drizzle-orm';
import type { EtapaId, ExpedientePaciente, Registro } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { actualizarCompletitud } from './completitud-paciente';
import { cargarExpediente } from './expediente';
import { filasDeEtapa } from './filas-etapa';
import { lineaDeRescate, TABLAS_ETAPAS } from './registro-etapas';
import { claveId, columna, type TablasEtapa } from './tablas-etapa';

function mismoValor(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

const filaDe = (tablas: TablasEtapa, fila: Registro) => eq(columna(tablas.tabla, claveId(tablas.etapa)), fila[claveId(tablas.etapa)] as number);

/**
 * Rows of a repeatable stage are numbered 1..n by their date (data-dictionary §3.5–§3.9: cycle, transplant and
 * relapse numbers follow the calendar, whatever order they were entered in). `filas` come in date order.
 */
async function renumerarFilas(tx: Database, tablas: TablasEtapa, filas: readonly Registro[]): Promise<void> {
  const numeracion = tablas.etapa.numeracion;
  if (numeracion === undefined) return;
  for (const [indice, fila] of filas.entries()) {
    if (fila[numeracion.campo] !== indice + 1) {
      await tx.update(tablas.tabla).set({ [numeracion.campo]: indice + 1 } as never).where(filaDe(tablas, fila));
    }
  }
}

/** The stage (and its definition) a stored row belongs to: a rescue row by its line. */
function tablasDeFila(id: EtapaId, fila: Registro): TablasEtapa {
  return id === 'rec_res_1' && fila.rr_linea === 2 ? TABLAS_ETAPAS.rec_res_2 : TABLAS_ETAPAS[id];
}

function filasPorEtapa(expediente: ExpedientePaciente): [EtapaId, readonly Registro[]][] {
  const uno = (fila: Registro | null) => (fila === null ? [] : [fila]);
  return [
    ['diagnostico', uno(expediente.diagnostico)],
    ['induccion', uno(expediente.induccion)],
    ['consolidacion', expediente.consolidacion],
    ['post_consolidacion', expediente.post_consolidacion],
    ['trasplante', expediente.trasplante],
    ['seguimiento', expediente.seguimiento],
    ['recaida', expediente.recaida],
    ['rec_res_1', expediente.rec_res],
    ['muerte', uno(expediente.muerte)],
  ];
}

/**
 * data-dictionary §7: derived values are recomputed on save of any input record. After a write to `etapaId`, its rows
 * are renumbered, every record's computed values are recomputed against the new history and the changed ones stored
 * (without a new version: no user edited them), then the patient's essential-data completeness.
 */
export async function recalcularDerivados(tx: Database, pacienteId: number, etapaId: EtapaId): Promise<void> {
  const cambiada = TABLAS_ETAPAS[etapaId];
  if (cambiada.etapa.numeracion !== undefined) await renumerarFilas(tx, cambiada, await filasDeEtapa(tx, cambiada, pacienteId));
  const expediente = await cargarExpediente(tx, pacienteId);
  for (const [id, filas] of filasPorEtapa(expediente)) {
    for (const fila of filas) {
      const tablas = tablasDeFila(id, fila);
      const calculados = tablas.etapa.derivar(fila, { expediente, registroId: fila[claveId(tablas.etapa)] as number });
      const linea = lineaDeRescate(tablas.etapa.id);
      const cambios = Object.fromEntries(
        Object.entries(linea === null ? calculados : { ...calculados, rr_linea: linea }).filter(([nombre, valor]) => !mismoValor(fila[nombre], valor)),
      );
      if (Object.keys(cambios).length === 0) continue;
      await tx.update(tablas.tabla).set(cambios as never).where(filaDe(tablas, fila));
      // The completeness below reads computed values too (DE17): keep the history in step with what was stored.
      Object.assign(fila, cambios);
    }
  }
  await actualizarCompletitud(tx, pacienteId, expediente);
}
