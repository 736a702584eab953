import type { AccionAuditoria, Rol, Usuario } from '@registro-lma/shared/domain';
import type { Database } from '../db/database';
import { auditoria } from '../db/schema';

/** Who makes a change: the signed-in user. */
export type Autor = Pick<Usuario, 'usuario_id' | 'rol'>;

/**
 * The list is shared with the audit screen (`ACCIONES_AUDITORIA`): changes (`CREAR` … `CAMBIO_ESTADO`), reads (`VER`
 * one record, `LISTAR`/`BUSCAR` one row per request with its criteria, `CORREO`), values recomputed on other records
 * after a save (`RECALCULO`) and security events. Reads and security events have no before.
 */
export type { AccionAuditoria };

export interface EntradaAuditoria {
  usuario_id: number | null;
  rol: Rol | null;
  tabla: string;
  registro_id: number | string;
  accion: AccionAuditoria;
  antes: unknown;
  despues: unknown;
  motivo?: string | null;
  /** Set for every record of a patient, so the patient's history is read in one query. */
  paciente_id?: number | null;
}

/** JSON-safe copy: dates become ISO strings, as they are shown everywhere else. */
function instantanea(valor: unknown): unknown {
  return valor === null || valor === undefined ? null : JSON.parse(JSON.stringify(valor));
}

/** Audit rows written through each open transaction: lets `RepositorioAuditado` refuse a change that wrote none. */
const filasPorTransaccion = new WeakMap<Database, number>();

export function filasAuditadasEn(tx: Database): number {
  return filasPorTransaccion.get(tx) ?? 0;
}

/** An audit row as the table takes it (its id and timestamps are the table's). */
export function filaDeAuditoria(entrada: EntradaAuditoria) {
  return {
    usuario_id: entrada.usuario_id,
    rol: entrada.rol,
    tabla: entrada.tabla,
    registro_id: String(entrada.registro_id).slice(0, 64),
    accion: entrada.accion,
    antes: instantanea(entrada.antes),
    despues: instantanea(entrada.despues),
    motivo: entrada.motivo?.slice(0, 500) ?? null,
    paciente_id: entrada.paciente_id ?? null,
    creado_por: entrada.usuario_id,
    modificado_por: entrada.usuario_id,
  } satisfies typeof auditoria.$inferInsert;
}

/**
 * Appends rows to the audit trail in one statement. Call it with the transaction that makes the change, so the
 * change and its trace are committed (or rolled back) together.
 */
export async function registrarAuditorias(tx: Database, entradas: readonly EntradaAuditoria[]): Promise<void> {
  if (entradas.length === 0) return;
  await tx.insert(auditoria).values(entradas.map(filaDeAuditoria));
  filasPorTransaccion.set(tx, filasAuditadasEn(tx) + entradas.length);
}

/** Appends one row to the audit trail (see `registrarAuditorias`). */
export function registrarAuditoria(tx: Database, entrada: EntradaAuditoria): Promise<void> {
  return registrarAuditorias(tx, [entrada]);
}
