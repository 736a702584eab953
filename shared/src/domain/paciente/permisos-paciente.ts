import type { Rol } from '../catalogues/rol-usuario';
import { ROLES_EDITAR_ETAPA, ROLES_VALIDAR_ETAPA } from '../etapas/permisos-etapa';
import { ROLES_CAMBIO_ESTADO } from './transicion-estado';

/**
 * Who may do what with a patient (data-dictionary §2.3). LABORATORIO and BIOBANCO never reach clinical patient data;
 * COORDINADOR and LECTURA read every centre; ADMIN and CLINICO (own centres) create and edit. The API enforces it; the
 * screens only hide what the API would refuse.
 */
export type PermisoPaciente = 'ver' | 'editar' | 'cambiar_estado' | 'ver_historial' | 'ver_todos' | 'editar_etapa' | 'validar_etapa';

export const ROLES_POR_PERMISO_PACIENTE: Readonly<Record<PermisoPaciente, readonly Rol[]>> = {
  ver: ['ADMIN', 'COORDINADOR', 'CLINICO', 'LECTURA'],
  editar: ['ADMIN', 'CLINICO'],
  cambiar_estado: ROLES_CAMBIO_ESTADO,
  ver_historial: ['ADMIN', 'COORDINADOR', 'CLINICO'],
  ver_todos: ['ADMIN', 'COORDINADOR', 'LECTURA'],
  editar_etapa: ROLES_EDITAR_ETAPA,
  validar_etapa: ROLES_VALIDAR_ETAPA,
};

export function tienePermisoPaciente(rol: Rol, permiso: PermisoPaciente): boolean {
  return ROLES_POR_PERMISO_PACIENTE[permiso].includes(rol);
}
