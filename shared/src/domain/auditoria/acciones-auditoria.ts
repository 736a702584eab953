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

/** Rows that record an access, not a change: their snapshot holds what was asked and answered, with no «before». */
export const ACCIONES_DE_CONSULTA: ReadonlySet<AccionAuditoria> = new Set([
  'VER',
  'LISTAR',
  'BUSCAR',
  'CORREO',
  'SESION_INICIADA',
  'SESION_FALLIDA',
  'SESION_CERRADA',
  'ACCESO_DENEGADO',
]);

/**
 * Who reads the trail (data-dictionary §2.3 «View audit trail»): ADMIN all of it, COORDINADOR what concerns patients
 * and its own rows, CLINICO what concerns its centres' patients and its own rows (api platform/alcance/auditoria-scope.ts).
 */
export const ROLES_AUDITORIA: readonly Rol[] = ['ADMIN', 'COORDINADOR', 'CLINICO'];
