import type { Rol } from '@registro-lma/shared/domain';
import { RUTAS } from '@registro-lma/shared/rutas';

export interface NavigationItem {
  label: string;
  to: string;
  /** Only shown to these roles: those of the guard of the route it opens. */
  onlyFor?: readonly Rol[];
}

export const NAVIGATION_ITEMS: readonly NavigationItem[] = [
  { label: 'Inicio', to: RUTAS.inicio.href() },
  { label: 'Descargas', to: RUTAS.descargas.href() },
  { label: 'Usuarios', to: RUTAS.usuarios.href(), onlyFor: RUTAS.usuarios.roles },
  { label: 'Centros', to: RUTAS.hospitales.href(), onlyFor: RUTAS.hospitales.roles },
  { label: 'Bitácora', to: RUTAS.bitacora.href(), onlyFor: RUTAS.bitacora.roles },
  { label: 'Auditoría', to: RUTAS.auditoria.href(), onlyFor: RUTAS.auditoria.roles },
];

export function navigationItemsFor(rol: Rol | undefined): NavigationItem[] {
  return NAVIGATION_ITEMS.filter((item) => item.onlyFor === undefined || (rol !== undefined && item.onlyFor.includes(rol)));
}
