import { crearCatalogo } from './catalogo-fila';

/** catalogues.md §22 `si_no`. */
export const SI_NO = crearCatalogo([
  ['SI', 'Sí'],
  ['NO', 'No'],
]);

/** catalogues.md §22 `si_no_desc`. */
export const SI_NO_DESC = crearCatalogo([
  ['SI', 'Sí'],
  ['NO', 'No'],
  ['DESCONOCIDO', 'Desconocido'],
]);
