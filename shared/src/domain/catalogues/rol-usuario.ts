import { crearCatalogo } from './catalogo-fila';

export const ROLES = ['ADMIN', 'COORDINADOR', 'CLINICO', 'LABORATORIO', 'BIOBANCO', 'LECTURA'] as const;

export type Rol = (typeof ROLES)[number];

/** catalogues.md §52 `rol_usuario`. */
export const ETIQUETA_ROL: Readonly<Record<Rol, string>> = {
  ADMIN: 'Administrador',
  COORDINADOR: 'Coordinador / gestor de datos',
  CLINICO: 'Investigador clínico',
  LABORATORIO: 'Laboratorio',
  BIOBANCO: 'Biobanco',
  LECTURA: 'Consulta / estadística (solo lectura)',
};

export const ROL_USUARIO = crearCatalogo(ROLES.map((rol) => [rol, ETIQUETA_ROL[rol]] as const));
