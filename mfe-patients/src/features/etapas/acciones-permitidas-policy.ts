import { puedeEliminarRegistro, ROLES_EDITAR_ETAPA, ROLES_VALIDAR_ETAPA, type RegistroEtapa, type Rol } from '@registro-lma/shared/domain';

export interface AccionesPermitidas {
  readonly editar: boolean;
  readonly validar: boolean;
  readonly desbloquear: boolean;
  readonly eliminar: boolean;
}

/**
 * What the user may do with one stage record (data-dictionary §2.3, §0.2, §0.4), as the API enforces it: clinicians
 * and admins write unless the record is validated or the patient accepts no new data (G18); coordinators and admins
 * validate a complete record and unlock a validated one.
 */
export function accionesPermitidas(
  usuario: { readonly rol: Rol; readonly usuario_id: number } | null,
  registro: RegistroEtapa | null,
  admiteDatos: boolean,
): AccionesPermitidas {
  const estado = registro?.estado_formulario ?? null;
  const valida = usuario !== null && ROLES_VALIDAR_ETAPA.includes(usuario.rol);
  return {
    editar: usuario !== null && ROLES_EDITAR_ETAPA.includes(usuario.rol) && admiteDatos && estado !== 'VALIDADO',
    validar: valida && estado === 'COMPLETO',
    desbloquear: valida && estado === 'VALIDADO',
    eliminar: usuario !== null && registro !== null && admiteDatos && puedeEliminarRegistro(usuario, registro),
  };
}
