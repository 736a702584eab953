import { crearCatalogo } from './catalogo-fila';

/**
 * catalogues.md §31 `marcador_cmf` (multi-enum): markers positive on blasts (≥ 20 % of blasts, or ≥ 3 % for cytoplasmic
 * MPO); a CD name is its own label.
 */
export const MARCADOR_CMF = crearCatalogo([
  ['CD34', 'CD34'],
  ['CD117', 'CD117'],
  ['HLA_DR', 'HLA-DR'],
  ['CYMPO', 'MPO citoplasmática'],
  ['CD13', 'CD13'],
  ['CD33', 'CD33'],
  ['CD11B', 'CD11b'],
  ['CD11C', 'CD11c'],
  ['CD14', 'CD14'],
  ['CD64', 'CD64'],
  ['CD4', 'CD4'],
  ['CD15', 'CD15'],
  ['CD36', 'CD36'],
  ['CD38', 'CD38'],
  ['CD56', 'CD56'],
  ['CD7', 'CD7'],
  ['CD2', 'CD2'],
  ['CD19', 'CD19'],
  ['CD79A', 'CD79a citoplasmático'],
  ['CYCD3', 'CD3 citoplasmático'],
  ['TDT', 'TdT'],
  ['CD41_CD61', 'CD41/CD61'],
  ['CD42B', 'CD42b'],
  ['CD235A', 'CD235a (glicoforina A)'],
  ['CD71', 'CD71'],
  ['CD123', 'CD123'],
  ['CD25', 'CD25'],
  ['CD96', 'CD96'],
  ['OTRO', 'Otro (especificar)'],
]);
