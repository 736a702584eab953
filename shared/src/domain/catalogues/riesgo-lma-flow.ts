import { crearCatalogo } from './catalogo-fila';

/** catalogues.md §6 `riesgo_lma_flow` ⚙: risk groups recorded for LMA-FLOW (assumed: ELN 2022 genetic risk at inclusion). */
export const RIESGO_LMA_FLOW = crearCatalogo([
  ['FAVORABLE', 'Favorable (ELN 2022)'],
  ['INTERMEDIO', 'Intermedio (ELN 2022)'],
  ['ADVERSO', 'Adverso (ELN 2022)'],
  ['NO_EVALUABLE', 'No evaluable'],
]);
