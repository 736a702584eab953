import { rolTieneFacultad, tienePermisoPaciente, type Rol } from '@registro-lma/shared/domain';

/** Clinical patient data: LABORATORIO and BIOBANCO reach samples only. */
export function puedeVerPacientes(rol: Rol): boolean {
  return tienePermisoPaciente(rol, 'ver');
}

/** Request a UPN, register and edit patients (CLINICO: in their own centres). */
export function puedeRegistrarPacientes(rol: Rol): boolean {
  return tienePermisoPaciente(rol, 'editar');
}

export function veTodosLosCentros(rol: Rol): boolean {
  return tienePermisoPaciente(rol, 'ver_todos');
}

export function puedeVerHistorial(rol: Rol): boolean {
  return tienePermisoPaciente(rol, 'ver_historial');
}

/** A patient changes centre only by an ADMIN transfer. */
export function puedeTrasladar(rol: Rol): boolean {
  return rolTieneFacultad(rol, 'trasladar');
}
