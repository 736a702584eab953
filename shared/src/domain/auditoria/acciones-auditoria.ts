import { crearCatalogo } from '../catalogues/catalogo-fila';
import type { Rol } from '../catalogues/rol-usuario';

/**
 * What an audit row records (data-dictionary §0.4): the one list the API writes rows with and the audit screen
 * filters by. A new kind of row (a sign-in, a refused access…) is added here, and both follow.
 */
export const ACCIONES_AUDITORIA = crearCatalogo([
  ['CREAR', 'Alta'],
  ['MODIFICAR', 'Modificación'],
  ['DESACTIVAR', 'Desactivación'],
  ['ELIMINAR', 'Eliminación'],
  ['CAMBIO_ESTADO', 'Cambio de estado'],
  ['VER', 'Consulta'],
  ['LISTAR', 'Listado'],
  ['BUSCAR', 'Búsqueda'],
  ['CORREO', 'Envío por correo'],
  ['RECALCULO', 'Recálculo automático'],
  ['SESION_INICIADA', 'Inicio de sesión'],
  ['SESION_FALLIDA', 'Inicio de sesión fallido'],
  ['SESION_CERRADA', 'Cierre de sesión'],
  ['ACCESO_DENEGADO', 'Acceso denegado'],
]);

export type AccionAuditoria = (typeof ACCIONES_AUDITORIA)[number]['codigo'];

/** data-dictionary §2.3 «View audit trail»: the whole trail for ADMIN, its centres' for COORDINADOR. */
export const ROLES_AUDITORIA: readonly Rol[] = ['ADMIN', 'COORDINADOR'];
