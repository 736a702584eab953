import { crearCatalogo } from './catalogo-fila';

/** catalogues.md §34 `flt3_itd_metodo` (the allelic ratio is only meaningful by fragment analysis). */
export const FLT3_ITD_METODO = crearCatalogo([
  ['ANALISIS_FRAGMENTOS', 'Análisis de fragmentos (PCR-capilar)'],
  ['NGS', 'Secuenciación masiva'],
  ['OTRO', 'Otro (especificar)'],
]);
