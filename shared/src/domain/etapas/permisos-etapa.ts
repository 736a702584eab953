import type { EstadoFormulario } from '../catalogues/estado-formulario';
import type { Rol } from '../catalogues/rol-usuario';
import { rolTieneFacultad } from '../permisos/alcance-rol';

/** data-dictionary §2.3: clinicians (own centres) and admins write clinical records; coordinators and admins validate. */
export const ROLES_EDITAR_ETAPA: readonly Rol[] = ['ADMIN', 'CLINICO'];
export const ROLES_VALIDAR_ETAPA: readonly Rol[] = ['ADMIN', 'COORDINADOR'];

/** §0.4: deletion is an admin's, except a draft, which its creator may delete. */
export function puedeEliminarRegistro(
  usuario: { readonly rol: Rol; readonly usuario_id: number },
  registro: { readonly estado_formulario: EstadoFormulario; readonly creado_por: number | null },
): boolean {
  if (rolTieneFacultad(usuario.rol, 'eliminar_registros')) return true;
  return ROLES_EDITAR_ETAPA.includes(usuario.rol) && registro.estado_formulario === 'BORRADOR' && registro.creado_por === usuario.usuario_id;
}
