import type { Rol } from '@registro-lma/shared/domain';
import { GUARD_ADMIN, GUARD_AUDITORIA } from '../routes/route-table';

export interface NavigationItem {
  label: string;
  to: string;
  /** Only shown to these roles: those of the guard of the route it opens. */
  onlyFor?: readonly Rol[];
}

export const NAVIGATION_ITEMS: readonly NavigationItem[] = [
  { label: 'Inicio', to: '/' },
  { label: 'Descargas', to: '/descargas' },
  { label: 'Usuarios', to: '/admin/usuarios', onlyFor: GUARD_ADMIN.roles },
  { label: 'Centros', to: '/admin/hospitales', onlyFor: GUARD_ADMIN.roles },
  { label: 'Bitácora', to: '/admin/bitacora', onlyFor: GUARD_ADMIN.roles },
  { label: 'Auditoría', to: '/auditoria', onlyFor: GUARD_AUDITORIA.roles },
];

export function navigationItemsFor(rol: Rol | undefined): NavigationItem[] {
  return NAVIGATION_ITEMS.filter((item) => item.onlyFor === undefined || (rol !== undefined && item.onlyFor.includes(rol)));
}
