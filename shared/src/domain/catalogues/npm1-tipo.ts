import { crearCatalogo } from './catalogo-fila';

/** catalogues.md §33 `npm1_tipo`. */
export const NPM1_TIPO = crearCatalogo([
  ['A', 'Tipo A (c.860_863dupTCTG)'],
  ['B', 'Tipo B'],
  ['D', 'Tipo D'],
  ['OTRO', 'Otro'],
  ['DESCONOCIDO', 'No informado'],
]);
