import type { Rol } from '@registro-lma/shared/domain';

// data-dictionary §2.3, as the API enforces it (api/src/modules/pacientes/alcance-paciente.ts): the screens only
// hide what the API would refuse.
const ROLES_VER: readonly Rol[] = ['ADMIN', 'COORDINADOR', 'CLINICO', 'LECTURA'];
const ROLES_REGISTRO: readonly Rol[] = ['ADMIN', 'CLINICO'];
const ROLES_TODOS_LOS_CENTROS: readonly Rol[] = ['ADMIN', 'COORDINADOR', 'LECTURA'];
const ROLES_HISTORIAL: readonly Rol[] = ['ADMIN', 'COORDINADOR', 'CLINICO'];

/** Clinical patient data: LABORATORIO and BIOBANCO reach samples only. */
export function puedeVerPacientes(rol: Rol): boolean {
  return ROLES_VER.includes(rol);
}

/** Request a UPN, register and edit patients (CLINICO: in their own centres). */
export function puedeRegistrarPacientes(rol: Rol): boolean {
  return ROLES_REGISTRO.includes(rol);
}

export function veTodosLosCentros(rol: Rol): boolean {
  return ROLES_TODOS_LOS_CENTROS.includes(rol);
}

export function puedeVerHistorial(rol: Rol): boolean {
  return ROLES_HISTORIAL.includes(rol);
}

/** A patient changes centre only by an ADMIN transfer. */
export function puedeTrasladar(rol: Rol): boolean {
  return rol === 'ADMIN';
}
