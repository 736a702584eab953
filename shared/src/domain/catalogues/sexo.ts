import { crearCatalogo } from './catalogo-fila';

/** catalogues.md §9 `sexo`: as recorded in the clinical record. */
export const SEXO = crearCatalogo([
  ['HOMBRE', 'Hombre'],
  ['MUJER', 'Mujer'],
]);
