import type { Rol } from '../catalogues/rol-usuario';

/**
 * Who may do what with samples, NGS results and biobank records (data-dictionary §2.3). Scope (own centres, own labs,
 * own biolabs) is checked by the API per record on top of these.
 */
export type PermisoMuestra =
  | 'ver'
  | 'registrar'
  | 'cambiar_estado'
  | 'confirmar'
  | 'descargar_informe'
  | 'ver_ngs'
  | 'editar_ngs'
  | 'ver_biobanco'
  | 'editar_biobanco';

export const ROLES_POR_PERMISO_MUESTRA: Readonly<Record<PermisoMuestra, readonly Rol[]>> = {
  ver: ['ADMIN', 'COORDINADOR', 'CLINICO', 'LABORATORIO', 'BIOBANCO', 'LECTURA'],
  registrar: ['ADMIN', 'CLINICO'],
  /** Who registers (ENVIADA, ANULADA) and the destination lab (EN_PROCESO); which target is checked per state. */
  cambiar_estado: ['ADMIN', 'CLINICO', 'LABORATORIO'],
  confirmar: ['ADMIN', 'LABORATORIO'],
  /** «Download report»: neither the biobank nor the read-only role. */
  descargar_informe: ['ADMIN', 'COORDINADOR', 'CLINICO', 'LABORATORIO'],
  ver_ngs: ['ADMIN', 'COORDINADOR', 'CLINICO', 'LABORATORIO', 'LECTURA'],
  editar_ngs: ['ADMIN', 'LABORATORIO'],
  ver_biobanco: ['ADMIN', 'COORDINADOR', 'CLINICO', 'BIOBANCO', 'LECTURA'],
  editar_biobanco: ['ADMIN', 'BIOBANCO'],
};

export function tienePermisoMuestra(rol: Rol, permiso: PermisoMuestra): boolean {
  return ROLES_POR_PERMISO_MUESTRA[permiso].includes(rol);
}
