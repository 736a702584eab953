import { and, asc, eq, sql } from 'drizzle-orm';
import type { Registro } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { claveId, columna, type TablasEtapa } from '../../db/etapa-table';

/** A stored row as plain JSON values: dates stay `YYYY-MM-DD`, timestamps become ISO strings. */
export function filaPlana(fila: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fila).map(([clave, valor]) => [clave, valor instanceof Date ? valor.toISOString() : valor]));
}

/** The live rows of a stage for a patient, in the stage's date order (then creation order). */
export async function filasDeEtapa(db: Database, tablas: TablasEtapa, pacienteId: number): Promise<Record<string, unknown>[]> {
  const { etapa, tabla } = tablas;
  const orden = etapa.numeracion === undefined ? [] : [sql`${columna(tabla, etapa.numeracion.fecha)} asc nulls last`];
  const filas = await db
    .select()
    .from(tabla)
    .where(and(eq(columna(tabla, 'paciente_id'), pacienteId), eq(columna(tabla, 'eliminado'), false)))
    .orderBy(...orden, asc(columna(tabla, claveId(etapa))));
  return filas.map((fila) => filaPlana(fila as Record<string, unknown>));
}

/** The sub-table rows of one record, in form order, as the form sends them (only their fields). */
export async function subfilasDe(db: Database, tablas: TablasEtapa, registroId: number): Promise<Registro[]> {
  const { etapa, subtabla } = tablas;
  if (subtabla === null || etapa.subtabla === undefined) return [];
  const campos = etapa.subtabla.campos.map((campo) => campo.name);
  const filas = await db
    .select()
    .from(subtabla)
    .where(eq(columna(subtabla, claveId(etapa)), registroId))
    .orderBy(asc(columna(subtabla, 'orden')));
  return filas.map((fila) => Object.fromEntries(campos.map((nombre) => [nombre, (fila as Record<string, unknown>)[nombre] ?? null])));
}
