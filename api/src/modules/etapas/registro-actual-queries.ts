import { and, eq } from 'drizzle-orm';
import type { EtapaId, RegistroEtapa } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { notFound } from '../../platform/api-errors';
import { filaPlana, subfilasDe } from './filas-etapa-queries';
import { lineaDeRescate, TABLAS_ETAPAS } from '../../db/etapa-registry';
import { claveId, columna } from '../../db/etapa-table';
import { vistaRegistro } from './etapa-view';

/**
 * The live stored row a request is about: the patient's record of a one-per-patient stage (or rescue line), or the
 * given row of a repeatable one (404 when it is not this patient's). Null for a new row, and when a one-per-patient
 * stage has none yet.
 */
export async function filaActual(
  db: Database,
  id: EtapaId,
  pacienteId: number,
  filaId: number | null,
): Promise<Record<string, unknown> | null> {
  const { etapa, tabla } = TABLAS_ETAPAS[id];
  if (etapa.cardinalidad === 'filas' && filaId === null) return null;
  const linea = lineaDeRescate(id);
  const condiciones = [eq(columna(tabla, 'paciente_id'), pacienteId), eq(columna(tabla, 'eliminado'), false)];
  if (filaId !== null) condiciones.push(eq(columna(tabla, claveId(etapa)), filaId));
  if (linea !== null) condiciones.push(eq(columna(tabla, 'rr_linea'), linea));
  const [fila] = await db
    .select()
    .from(tabla)
    .where(and(...condiciones));
  if (fila === undefined && filaId !== null) throw notFound();
  return fila === undefined ? null : filaPlana(fila as Record<string, unknown>);
}

/** A stored row as the API answers it (with its sub-table rows). */
export async function vistaDeFila(db: Database, id: EtapaId, fila: Record<string, unknown>): Promise<RegistroEtapa> {
  const tablas = TABLAS_ETAPAS[id];
  const subfilas = await subfilasDe(db, tablas, Number(fila[claveId(tablas.etapa)]));
  return vistaRegistro(tablas, fila, subfilas);
}

/** Reads a record back after a write (it exists: the write just made it). */
export async function releerRegistro(db: Database, id: EtapaId, pacienteId: number, registroId: number): Promise<RegistroEtapa> {
  const fila = await filaActual(db, id, pacienteId, registroId);
  if (fila === null) throw notFound();
  return vistaDeFila(db, id, fila);
}
