import { crearCatalogo } from './catalogo-fila';

/** catalogues.md §23 `ecog`: the codes are the digits of the scale. */
export const ECOG = crearCatalogo([
  ['0', '0 – Actividad normal sin restricciones'],
  ['1', '1 – Síntomas; limitación de la actividad intensa, ambulatorio'],
  ['2', '2 – Ambulatorio, capaz de autocuidado; encamado < 50 % del día'],
  ['3', '3 – Autocuidado limitado; encamado > 50 % del día'],
  ['4', '4 – Totalmente incapacitado, encamado'],
]);
