import type { Rol, Usuario } from '@registro-lma/shared/domain';
import type { Database } from '../db/database';
import { auditoria } from '../db/schema';

/** Who makes a change: the signed-in user. */
export type Autor = Pick<Usuario, 'usuario_id' | 'rol'>;

/** `VER` records who opened a patient's record (nothing changes: no before/after). */
export type AccionAuditoria = 'CREAR' | 'MODIFICAR' | 'DESACTIVAR' | 'ELIMINAR' | 'CAMBIO_ESTADO' | 'VER';

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
  paciente_id?: number;
}

/** JSON-safe copy: dates become ISO strings, as they are shown everywhere else. */
function instantanea(valor: unknown): unknown {
  return valor === null || valor === undefined ? null : JSON.parse(JSON.stringify(valor));
}

/**
 * Appends one row to the audit trail. Call it with the transaction that makes the change, so the change and
 * its trace are committed (or rolled back) together.
 */
export async function registrarAuditoria(tx: Database, entrada: EntradaAuditoria): Promise<void> {
  await tx.insert(auditoria).values({
    usuario_id: entrada.usuario_id,
    rol: entrada.rol,
    tabla: entrada.tabla,
    registro_id: String(entrada.registro_id),
    accion: entrada.accion,
    antes: instantanea(entrada.antes),
    despues: instantanea(entrada.despues),
    motivo: entrada.motivo ?? null,
    paciente_id: entrada.paciente_id ?? null,
    creado_por: entrada.usuario_id,
    modificado_por: entrada.usuario_id,
  });
}
