import { eq } from 'drizzle-orm';
import type { EtapaId, Registro } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { actualizarCompletitud } from './completitud-paciente';
import { cargarExpediente } from './expediente';
import { filasDeEtapa } from './filas-etapa';
import { lineaDeRescate, TABLAS_ETAPAS } from './registro-etapas';
import { claveId, columna, type TablasEtapa } from './tablas-etapa';

const ETAPAS_POR_TABLA: readonly EtapaId[] = [
  'diagnostico',
  'induccion',
  'consolidacion',
  'post_consolidacion',
  'trasplante',
  'seguimiento',
  'recaida',
  'rec_res_1',
  'muerte',
];

function mismoValor(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * Rows of a repeatable stage are numbered 1..n by their date (data-dictionary §3.5–§3.9: cycle, transplant and
 * relapse numbers follow the calendar, whatever order they were entered in).
 */
export async function renumerarFilas(tx: Database, tablas: TablasEtapa, filas: readonly Registro[]): Promise<void> {
  const numeracion = tablas.etapa.numeracion;
  if (numeracion === undefined) return;
  for (const [indice, fila] of filas.entries()) {
    if (fila[numeracion.campo] === indice + 1) continue;
    await tx
      .update(tablas.tabla)
      .set({ [numeracion.campo]: indice + 1 } as never)
      .where(eq(columna(tablas.tabla, claveId(tablas.etapa)), fila[claveId(tablas.etapa)] as number));
  }
}

async function actualizarCalculados(tx: Database, tablas: TablasEtapa, fila: Registro, calculados: Registro): Promise<void> {
  const cambios = Object.fromEntries(Object.entries(calculados).filter(([nombre, valor]) => !mismoValor(fila[nombre], valor)));
  if (Object.keys(cambios).length === 0) return;
  await tx
    .update(tablas.tabla)
    .set(cambios as never)
    .where(eq(columna(tablas.tabla, claveId(tablas.etapa)), fila[claveId(tablas.etapa)] as number));
}

function tablasDeFila(id: EtapaId, fila: Registro): TablasEtapa {
  return id === 'rec_res_1' && fila.rr_linea === 2 ? TABLAS_ETAPAS.rec_res_2 : TABLAS_ETAPAS[id];
}

/**
 * data-dictionary §7: derived values are recomputed on save of any input record. A patient holds a few dozen records,
 * so after each write every record's computed values are recomputed against the new history and the changed ones
 * stored (without a new version: no user edited them).
 */
export async function recalcularDerivados(tx: Database, pacienteId: number): Promise<void> {
  for (const id of ETAPAS_POR_TABLA) await renumerarFilas(tx, TABLAS_ETAPAS[id], await filasDeEtapa(tx, TABLAS_ETAPAS[id], pacienteId));
  const expediente = await cargarExpediente(tx, pacienteId);
  const porEtapa: Record<EtapaId, readonly Registro[]> = {
    diagnostico: expediente.diagnostico === null ? [] : [expediente.diagnostico],
    induccion: expediente.induccion === null ? [] : [expediente.induccion],
    consolidacion: expediente.consolidacion,
    post_consolidacion: expediente.post_consolidacion,
    trasplante: expediente.trasplante,
    seguimiento: expediente.seguimiento,
    recaida: expediente.recaida,
    rec_res_1: expediente.rec_res,
    rec_res_2: [],
    muerte: expediente.muerte === null ? [] : [expediente.muerte],
  };
  for (const id of ETAPAS_POR_TABLA) {
    for (const fila of porEtapa[id]) {
      const tablas = tablasDeFila(id, fila);
      const contexto = { expediente, registroId: fila[claveId(tablas.etapa)] as number };
      const calculados = tablas.etapa.derivar(fila, contexto);
      const linea = lineaDeRescate(tablas.etapa.id);
      await actualizarCalculados(tx, tablas, fila, linea === null ? calculados : { ...calculados, rr_linea: linea });
    }
  }
  await actualizarCompletitud(tx, pacienteId, await cargarExpediente(tx, pacienteId));
}
