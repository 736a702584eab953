import { crearCatalogoConColumnas } from './catalogo-fila';
import type { ColumnasEsquema } from './esquema-induccion';

/** catalogues.md §39 `esquema_rescate`: relapsed/refractory lines. */
export const ESQUEMA_RESCATE = crearCatalogoConColumnas<ColumnasEsquema>()([
  ['FLAG_IDA', 'FLAG-Ida', { int: 'I', diana: null }],
  ['FLAG_IDA_QUIZARTINIB', 'FLAG-Ida + quizartinib (FLAG-QUIDA)', { int: 'I', diana: 'FLT3-ITD' }],
  ['FLAG_IDA_VEN', 'FLAG-Ida + venetoclax', { int: 'I', diana: null }],
  ['FLAG', 'FLAG', { int: 'I', diana: null }],
  ['MEC', 'Mitoxantrona + etopósido + citarabina', { int: 'I', diana: null }],
  ['HAM', 'Citarabina dosis altas + mitoxantrona', { int: 'I', diana: null }],
  ['HIDAC', 'Citarabina a dosis altas', { int: 'I', diana: null }],
  ['CLAG_M', 'Cladribina + citarabina + G-CSF ± mitoxantrona', { int: 'I', diana: null }],
  ['ANTRA_ARAC', 'Reinducción con antraciclina + citarabina', { int: 'I', diana: null }],
  ['CPX351', 'CPX-351', { int: 'I', diana: null }],
  ['GILTERITINIB', 'Gilteritinib', { int: 'N', diana: 'FLT3' }],
  ['QUIZARTINIB', 'Quizartinib (ensayo / uso compasivo)', { int: 'N', diana: 'FLT3-ITD' }],
  ['IVOSIDENIB', 'Ivosidenib', { int: 'N', diana: 'IDH1 R132' }],
  ['ENASIDENIB', 'Enasidenib', { int: 'N', diana: 'IDH2' }],
  ['INHIBIDOR_MENINA', 'Inhibidor de menina (revumenib, ziftomenib…)', { int: 'N', diana: 'KMT2A-r o NPM1' }],
  ['AZA', 'Azacitidina', { int: 'N', diana: null }],
  ['DEC', 'Decitabina', { int: 'N', diana: null }],
  ['AZA_VEN', 'Azacitidina + venetoclax', { int: 'N', diana: null }],
  ['DEC_VEN', 'Decitabina + venetoclax', { int: 'N', diana: null }],
  ['LDAC', 'Citarabina a dosis bajas', { int: 'N', diana: null }],
  ['LDAC_VEN', 'Citarabina a dosis bajas + venetoclax', { int: 'N', diana: null }],
  ['GO', 'Gemtuzumab ozogamicina', { int: 'N', diana: null }],
  ['ATO', 'Trióxido de arsénico (LPA)', { int: 'N', diana: 'LPA' }],
  ['ILD', 'Infusión de linfocitos del donante (± otro tratamiento)', { int: 'N', diana: 'post-TPH' }],
  ['SOPORTE', 'Solo soporte / paliativo', { int: null, diana: null }],
  ['ENSAYO_OTRO', 'Esquema de ensayo no listado (especificar)', { int: 'I/N', diana: null }],
  ['OTRO', 'Otro (especificar)', { int: 'I/N', diana: null }],
]);
