import { crearCatalogo } from './catalogo-fila';

/** catalogues.md §16.1 `posneg_a`: binary result of a test known to have been performed. */
export const POSNEG_A = crearCatalogo([
  ['POSITIVO', 'Positivo'],
  ['NEGATIVO', 'Negativo'],
]);

/** catalogues.md §16.2 `posneg_b`: result of a test that may not have been done. */
export const POSNEG_B = crearCatalogo([
  ['POSITIVO', 'Positivo'],
  ['NEGATIVO', 'Negativo'],
  ['NO_REALIZADO', 'No realizado'],
  ['PENDIENTE', 'Pendiente'],
]);

/** catalogues.md §16.3 `mutacion`: gene mutation status («Mutado» = pathogenic or likely pathogenic; VUS do not count). */
export const MUTACION = crearCatalogo([
  ['MUTADO', 'Mutado'],
  ['NO_MUTADO', 'No mutado'],
  ['NO_REALIZADO', 'No realizado'],
  ['PENDIENTE', 'Pendiente'],
]);
