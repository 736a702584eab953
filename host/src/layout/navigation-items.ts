import type { Rol } from '@registro-lma/shared/domain';

export interface NavigationItem {
  label: string;
  to: string;
  /** Only shown to this role (the administration screens). */
  onlyFor?: Rol;
}

export const NAVIGATION_ITEMS: readonly NavigationItem[] = [
  { label: 'Inicio', to: '/' },
  { label: 'Descargas', to: '/descargas' },
  { label: 'Usuarios', to: '/admin/usuarios', onlyFor: 'ADMIN' },
  { label: 'Centros', to: '/admin/hospitales', onlyFor: 'ADMIN' },
  { label: 'Bitácora', to: '/admin/bitacora', onlyFor: 'ADMIN' },
];

export function navigationItemsFor(rol: Rol | undefined): NavigationItem[] {
  return NAVIGATION_ITEMS.filter((item) => item.onlyFor === undefined || item.onlyFor === rol);
}
