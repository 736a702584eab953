import { crearCatalogoConColumnas } from './catalogo-fila';
import type { ColumnasEsquema } from './esquema-induccion';

/** catalogues.md §38 `esquema_mantenimiento`. */
export const ESQUEMA_MANTENIMIENTO = crearCatalogoConColumnas<Pick<ColumnasEsquema, 'diana'>>()([
  ['MIDOSTAURINA', 'Midostaurina', { diana: 'FLT3' }],
  ['QUIZARTINIB', 'Quizartinib', { diana: 'FLT3-ITD' }],
  ['GILTERITINIB', 'Gilteritinib', { diana: 'FLT3' }],
  ['SORAFENIB', 'Sorafenib (post-TPH)', { diana: 'FLT3-ITD' }],
  ['AZA_ORAL', 'Azacitidina oral (CC-486)', { diana: null }],
  ['AZA_SC', 'Azacitidina subcutánea/intravenosa', { diana: null }],
  ['HMA_VEN', 'Hipometilante + venetoclax', { diana: null }],
  ['IVOSIDENIB', 'Ivosidenib', { diana: 'IDH1 R132' }],
  ['ENASIDENIB', 'Enasidenib', { diana: 'IDH2' }],
  ['ATRA_MTX_6MP', 'ATRA + metotrexato + 6-mercaptopurina (LPA)', { diana: 'LPA' }],
  ['ENSAYO_OTRO', 'Esquema de ensayo no listado (especificar)', { diana: null }],
  ['OTRO', 'Otro (especificar)', { diana: null }],
]);
