import type { FastifyRequest } from 'fastify';
import type { Paciente, Rol } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { registrarAuditoria } from '../../platform/auditoria';
import { usuarioActual } from '../../platform/authentication';
import { pacienteEnAlcance } from './alcance-paciente';
import { cargarPaciente } from './paciente-queries';

/**
 * LECTURA reads clinical data pseudonymised and without free text (data-dictionary §2.3, §8): no birth date (the age
 * at diagnosis stays), no names of doctors, notes or reasons.
 */
export function vistaSegunRol(datos: Paciente, rol: Rol): Paciente {
  if (rol !== 'LECTURA') return datos;
  return {
    ...datos,
    fecha_nacimiento: null,
    medico_responsable: null,
    observaciones: null,
    estado_motivo: null,
    paciente_ensayo: datos.paciente_ensayo.map((fila) => ({ ...fila, ensayo_otro: null })),
  };
}

/** A patient opened by a user: scope checked, and who opened it recorded in the audit trail (`VER`). */
export async function verPaciente(db: Database, request: FastifyRequest, pacienteId: number): Promise<Paciente> {
  await pacienteEnAlcance(db, request, pacienteId, 'ver');
  const usuario = usuarioActual(request);
  const datos = await cargarPaciente(db, pacienteId);
  await registrarAuditoria(db, {
    usuario_id: usuario.usuario_id,
    rol: usuario.rol,
    tabla: 'paciente',
    registro_id: pacienteId,
    accion: 'VER',
    antes: null,
    despues: null,
    paciente_id: pacienteId,
  });
  return vistaSegunRol(datos, usuario.rol);
}
