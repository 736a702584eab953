import { crearCatalogo } from './catalogo-fila';

/** catalogues.md §52 `pais`: ISO 3166-1 alpha-2, a short admin-extendable list, Spain first. */
export const PAIS = crearCatalogo([
  ['ES', 'España'],
  ['PT', 'Portugal'],
  ['FR', 'Francia'],
  ['IT', 'Italia'],
  ['DE', 'Alemania'],
  ['GB', 'Reino Unido'],
  ['AD', 'Andorra'],
  ['MX', 'México'],
  ['AR', 'Argentina'],
  ['CO', 'Colombia'],
]);

export type CodigoPais = (typeof PAIS)[number]['codigo'];
