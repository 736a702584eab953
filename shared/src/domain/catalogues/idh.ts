import { crearCatalogo, crearCatalogoConColumnas, type CatalogoFila } from './catalogo-fila';

/** catalogues.md §17 `idh2_tipo`. */
export const IDH2_TIPO = crearCatalogoConColumnas<Pick<CatalogoFila, 'nota'>>()([
  ['NO_MUTADO', 'No mutado', {}],
  ['R140', 'Mutación IDH2 R140 (p.R140Q/L/W)', {}],
  ['R172', 'Mutación IDH2 R172 (p.R172K/M/S/G/W)', { nota: 'associated with a distinct biology, rarely co-occurs with NPM1' }],
  ['OTRA', 'Otra mutación de IDH2 (especificar)', {}],
  ['NO_REALIZADO', 'No realizado', {}],
  ['PENDIENTE', 'Pendiente', {}],
]);

/** catalogues.md §17 `idh1_tipo` (supporting): ivosidenib eligibility requires R132. */
export const IDH1_TIPO = crearCatalogo([
  ['NO_MUTADO', 'No mutado'],
  ['R132', 'Mutación IDH1 R132 (p.R132H/C/G/S/L)'],
  ['OTRA', 'Otra mutación de IDH1 (especificar)'],
  ['NO_REALIZADO', 'No realizado'],
  ['PENDIENTE', 'Pendiente'],
]);
