import type { FastifyRequest } from 'fastify';
import type { Paciente } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { pacienteEnAlcance } from '../../platform/alcance/paciente-scope';
import { cargarPaciente } from './paciente-queries';

/** A patient opened by a user: scope checked, and who opened it recorded in the audit trail (`VER`). */
export async function verPaciente(db: Database, request: FastifyRequest, pacienteId: number): Promise<Paciente> {
  await pacienteEnAlcance(db, request, pacienteId, 'ver');
  const lectura = { accion: 'VER', tabla: 'paciente', registro_id: pacienteId, paciente_id: pacienteId } as const;
  return request.repositorio.leer(lectura, (tx) => cargarPaciente(tx, pacienteId));
}
