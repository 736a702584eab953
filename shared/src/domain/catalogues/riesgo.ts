import { crearCatalogo } from './catalogo-fila';

/** catalogues.md §18 `riesgo_molecular`: risk of the molecular component alone (a registry summary, not an ELN category). */
export const RIESGO_MOLECULAR = crearCatalogo([
  ['FAVORABLE', 'Favorable'],
  ['INTERMEDIO', 'Intermedio'],
  ['ADVERSO', 'Adverso'],
  ['NO_EVALUABLE', 'No evaluable (faltan datos)'],
  ['NO_APLICA', 'No aplica (LPA)'],
]);

/** catalogues.md §19 `riesgo_global`: ELN 2022 genetic risk at diagnosis, with the same codes and labels as §18. */
export const RIESGO_GLOBAL = RIESGO_MOLECULAR;
