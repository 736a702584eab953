import { crearCatalogo } from './catalogo-fila';

/** catalogues.md §27 `gen_germinal`: germline predisposition gene (a gene symbol is its own label). */
export const GEN_GERMINAL = crearCatalogo([
  ['DDX41', 'DDX41'],
  ['RUNX1', 'RUNX1'],
  ['CEBPA', 'CEBPA'],
  ['GATA2', 'GATA2'],
  ['ANKRD26', 'ANKRD26'],
  ['ETV6', 'ETV6'],
  ['TP53', 'TP53 (Li-Fraumeni)'],
  ['SAMD9_SAMD9L', 'SAMD9/SAMD9L'],
  ['TERT_TERC', 'Telomeropatías (TERT/TERC)'],
  ['FANCONI', 'Anemia de Fanconi'],
  ['DOWN', 'Síndrome de Down'],
  ['OTRO', 'Otro (especificar)'],
  ['DESCONOCIDO', 'Desconocido'],
]);
