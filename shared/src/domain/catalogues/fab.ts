import { crearCatalogo } from './catalogo-fila';

/** catalogues.md §13 `fab`: FAB morphological type (optional legacy field). */
export const FAB = crearCatalogo([
  ['M0', 'M0 – LMA mínimamente diferenciada'],
  ['M1', 'M1 – LMA sin maduración'],
  ['M2', 'M2 – LMA con maduración'],
  ['M3', 'M3 – Leucemia promielocítica hipergranular'],
  ['M3V', 'M3v – Leucemia promielocítica microgranular (variante)'],
  ['M4', 'M4 – Leucemia mielomonocítica'],
  ['M4EO', 'M4Eo – Leucemia mielomonocítica con eosinofilia anómala'],
  ['M5A', 'M5a – Leucemia monoblástica'],
  ['M5B', 'M5b – Leucemia monocítica'],
  ['M6', 'M6 – Eritroleucemia'],
  ['M7', 'M7 – Leucemia megacarioblástica'],
  ['NO_CLASIFICABLE', 'No clasificable'],
  ['NO_REALIZADO', 'No realizado / desconocido'],
]);
