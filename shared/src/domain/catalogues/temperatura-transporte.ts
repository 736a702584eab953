import { crearCatalogo } from './catalogo-fila';

/** catalogues.md §47 `temperatura_transporte`. */
export const TEMPERATURA_TRANSPORTE = crearCatalogo([
  ['AMBIENTE', 'Temperatura ambiente (15–25 °C)'],
  ['REFRIGERADA', 'Refrigerada (2–8 °C)'],
  ['CONGELADA', 'Congelada (hielo seco)'],
  ['DESCONOCIDA', 'Desconocida'],
]);
