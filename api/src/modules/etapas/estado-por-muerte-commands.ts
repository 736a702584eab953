import { eq } from 'drizzle-orm';
import type { EstadoPaciente, Usuario } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { paciente } from '../../db/schema';
import type { Auditar } from '../../platform/auditoria-repository';
import { updateVersioned } from '../../platform/versioned-update-commands';
import { auditarCambioEstado } from '../pacientes/paciente-estado-commands';
import { cargarPaciente } from '../pacientes/paciente-queries';

/** The states from which catalogues.md §7 allows FALLECIDO; RETIRADO and EXCLUIDO never get here (G18 refuses the save). */
const ESTADOS_HACIA_FALLECIDO: readonly EstadoPaciente[] = ['ACTIVO', 'PERDIDO_SEGUIMIENTO'];

/** The audit reason marks these changes as the system's, derived from the death record, not chosen by the user. */
export const MOTIVO_FALLECIDO_AUTOMATICO = 'Automático: registro de muerte guardado';
export const MOTIVO_RESTAURADO_AUTOMATICO = 'Automático: registro de muerte eliminado';

async function cambiarEstadoDerivado(tx: Database, pacienteId: number, valores: { estado: EstadoPaciente; estado_previo_muerte: EstadoPaciente | null }, motivo: string, autor: Usuario, auditar: Auditar) {
  const antes = await cargarPaciente(tx, pacienteId);
  // The version read in this transaction: the patient's version still moves, so a form opened before the death was
  // recorded answers 409 instead of silently overwriting the state.
  await updateVersioned(tx, { table: paciente, idColumn: paciente.paciente_id, id: pacienteId, version: antes.version, usuarioId: autor.usuario_id, values: valores });
  await auditarCambioEstado(tx, antes, motivo, auditar);
}

async function estadoActual(tx: Database, pacienteId: number) {
  // FOR UPDATE: two saves of the same patient's death cannot both read ACTIVO and remember it twice.
  const [fila] = await tx
    .select({ estado: paciente.estado, estado_previo_muerte: paciente.estado_previo_muerte })
    .from(paciente)
    .where(eq(paciente.paciente_id, pacienteId))
    .for('update');
  return fila ?? null;
}

/**
 * After a live `muerte` record is saved (created or edited): the patient becomes FALLECIDO, remembering the state it
 * had. A BORRADOR patient keeps its state (§7 has no BORRADOR→FALLECIDO: its initial data are not complete yet); one
 * already FALLECIDO is left as is, so an edit of the record changes nothing.
 */
export async function marcarFallecido(tx: Database, pacienteId: number, autor: Usuario, auditar: Auditar): Promise<void> {
  const fila = await estadoActual(tx, pacienteId);
  if (fila === null || !ESTADOS_HACIA_FALLECIDO.includes(fila.estado)) return;
  await cambiarEstadoDerivado(tx, pacienteId, { estado: 'FALLECIDO', estado_previo_muerte: fila.estado }, MOTIVO_FALLECIDO_AUTOMATICO, autor, auditar);
}

/**
 * After the `muerte` record is logically deleted: a FALLECIDO patient gets back the state remembered when it died
 * (ACTIVO when none was remembered, e.g. a patient marked FALLECIDO before this rule existed: §7's FALLECIDO→ACTIVO).
 */
export async function restaurarEstadoPrevio(tx: Database, pacienteId: number, motivoEliminacion: string | null, autor: Usuario, auditar: Auditar): Promise<void> {
  const fila = await estadoActual(tx, pacienteId);
  if (fila === null || fila.estado !== 'FALLECIDO') return;
  const motivo = motivoEliminacion === null ? MOTIVO_RESTAURADO_AUTOMATICO : `${MOTIVO_RESTAURADO_AUTOMATICO}: ${motivoEliminacion}`;
  await cambiarEstadoDerivado(tx, pacienteId, { estado: fila.estado_previo_muerte ?? 'ACTIVO', estado_previo_muerte: null }, motivo, autor, auditar);
}
