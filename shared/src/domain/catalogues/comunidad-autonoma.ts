import { crearCatalogo } from './catalogo-fila';

/** catalogues.md §52 `comunidad_autonoma`: INE letter codes, applicable when `pais` = ES. */
export const COMUNIDAD_AUTONOMA = crearCatalogo([
  ['AN', 'Andalucía'],
  ['AR', 'Aragón'],
  ['AS', 'Asturias'],
  ['IB', 'Illes Balears'],
  ['CN', 'Canarias'],
  ['CB', 'Cantabria'],
  ['CL', 'Castilla y León'],
  ['CM', 'Castilla-La Mancha'],
  ['CT', 'Cataluña'],
  ['EX', 'Extremadura'],
  ['GA', 'Galicia'],
  ['MD', 'Comunidad de Madrid'],
  ['MC', 'Región de Murcia'],
  ['NC', 'Navarra'],
  ['PV', 'País Vasco'],
  ['RI', 'La Rioja'],
  ['VC', 'Comunitat Valenciana'],
  ['CE', 'Ceuta'],
  ['ML', 'Melilla'],
]);

export type CodigoComunidadAutonoma = (typeof COMUNIDAD_AUTONOMA)[number]['codigo'];
