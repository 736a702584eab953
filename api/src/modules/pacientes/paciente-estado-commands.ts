import {
  evaluarTransicion,
  MENSAJE_CAMBIO_ESTADO_NO_PERMITIDO,
  type EstadoPaciente,
  type Paciente,
  type Usuario,
} from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { paciente } from '../../db/schema';
import { forbidden, invalidInput } from '../../platform/api-errors';
import type { Auditar } from '../../platform/auditoria-repository';
import { updateVersioned } from '../../platform/versioned-update-commands';
import { cargarPaciente, instantaneaPaciente } from './paciente-queries';
import { actualizarDerivadosPaciente } from '../../db/desenlace-paciente';

export type CambioEstado = { estado: EstadoPaciente; estado_motivo: string | null; version: number };

/**
 * A manual change of the registry state (catalogues.md §7): 400 on `estado` when the change does not exist or is
 * the system's to make, 403 when this role may not make it; audited with its reason.
 */
export async function cambiarEstado(tx: Database, pacienteId: number, cambio: CambioEstado, autor: Usuario, auditar: Auditar): Promise<Paciente> {
  const antes = await cargarPaciente(tx, pacienteId);
  const transicion = evaluarTransicion(antes.estado, cambio.estado, autor.rol);
  if (transicion === 'no_permitida') throw invalidInput({ estado: MENSAJE_CAMBIO_ESTADO_NO_PERMITIDO });
  if (transicion === 'sin_permisos') throw forbidden();
  await updateVersioned(tx, {
    table: paciente,
    idColumn: paciente.paciente_id,
    id: pacienteId,
    version: cambio.version,
    usuarioId: autor.usuario_id,
    values: { estado: cambio.estado, estado_motivo: cambio.estado_motivo },
  });
  return auditarCambioEstado(tx, antes, cambio.estado_motivo, auditar);
}

/**
 * After a state change written by `cambiarEstado` or by the system (a death record): completeness follows the new
 * state (FALLECIDO makes the cause of death an essential item, DE21, and leaving it removes it), and the change is
 * audited with its reason. Answers the patient as it now is.
 */
export async function auditarCambioEstado(tx: Database, antes: Paciente, motivo: string | null, auditar: Auditar): Promise<Paciente> {
  await actualizarDerivadosPaciente(tx, antes.paciente_id);
  const despues = await cargarPaciente(tx, antes.paciente_id);
  await auditar({
    tabla: 'paciente',
    registro_id: antes.paciente_id,
    accion: 'CAMBIO_ESTADO',
    antes: instantaneaPaciente(antes),
    despues: instantaneaPaciente(despues),
    motivo,
    paciente_id: antes.paciente_id,
  });
  return despues;
}
