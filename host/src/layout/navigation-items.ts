import type { Rol } from '@registro-lma/shared/domain';
import { inicioDe, RUTAS } from '@registro-lma/shared/routes';

export interface NavigationItem {
  label: string;
  to: string;
  /** Only shown to these roles: those of the guard of the route it opens. */
  onlyFor?: readonly Rol[];
}

export const NAVIGATION_ITEMS: readonly NavigationItem[] = [
  { label: 'Calidad', to: RUTAS.calidad.href(), onlyFor: RUTAS.calidad.roles },
  { label: 'Descargas', to: RUTAS.descargas.href() },
  { label: 'Panel', to: RUTAS.panel.href(), onlyFor: RUTAS.panel.roles },
  { label: 'Librería', to: RUTAS.libreria.href() },
  // The roles that browse the biobank read-only (§2.3); it is BIOBANCO's home, and ADMIN opens it from the records.
  { label: 'Biobanco', to: RUTAS.listaBiobanco.href(), onlyFor: ['COORDINADOR', 'LECTURA'] },
  { label: 'Usuarios', to: RUTAS.usuarios.href(), onlyFor: RUTAS.usuarios.roles },
  { label: 'Centros', to: RUTAS.hospitales.href(), onlyFor: RUTAS.hospitales.roles },
  { label: 'Bitácora', to: RUTAS.bitacora.href(), onlyFor: RUTAS.bitacora.roles },
  { label: 'Catálogos', to: RUTAS.catalogos.href(), onlyFor: RUTAS.catalogos.roles },
  { label: 'Auditoría', to: RUTAS.auditoria.href(), onlyFor: RUTAS.auditoria.roles },
];

/** «Inicio» opens the role's home (inicioDe), then the items the role may open. */
export function navigationItemsFor(rol: Rol | undefined): NavigationItem[] {
  return [{ label: 'Inicio', to: inicioDe(rol) }, ...NAVIGATION_ITEMS].filter((item) => item.onlyFor === undefined || (rol !== undefined && item.onlyFor.includes(rol)));
}
