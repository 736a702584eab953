import { crearCatalogoConColumnas } from './catalogo-fila';

/** Column `int`: I = intensive, N = non-intensive, I/N = stated per record (`ind1_intensidad_otro`, …); `null` = «—». */
export type IntensidadEsquema = 'I' | 'N' | 'I/N';

/** Columns of the treatment-scheme catalogues; `diana` = genetic requirement checked by a warning (X33). */
export type ColumnasEsquema = { readonly int: IntensidadEsquema | null; readonly diana: string | null };

/** catalogues.md §36 `esquema_induccion`. */
export const ESQUEMA_INDUCCION = crearCatalogoConColumnas<ColumnasEsquema>()([
  ['IDA_ARAC_3_7', '3+7 idarubicina + citarabina', { int: 'I', diana: null }],
  ['DNR_ARAC_3_7', '3+7 daunorrubicina (60–90 mg/m²) + citarabina', { int: 'I', diana: null }],
  ['ICE', 'Idarubicina + citarabina + etopósido', { int: 'I', diana: null }],
  ['ANTRA_ARAC_MIDOSTAURINA', '3+7 + midostaurina', { int: 'I', diana: 'FLT3 (ITD o TKD)' }],
  ['ANTRA_ARAC_QUIZARTINIB', '3+7 + quizartinib', { int: 'I', diana: 'FLT3-ITD' }],
  ['ANTRA_ARAC_GO', '3+7 + gemtuzumab ozogamicina', { int: 'I', diana: null }],
  ['FLAG_IDA', 'FLAG-Ida (fludarabina, citarabina a dosis altas, G-CSF, idarubicina)', { int: 'I', diana: null }],
  ['FLAG_IDA_GO', 'FLAG-Ida + gemtuzumab ozogamicina', { int: 'I', diana: null }],
  ['FLAG_IDA_VEN', 'FLAG-Ida + venetoclax', { int: 'I', diana: null }],
  ['CPX351', 'CPX-351 (daunorrubicina-citarabina liposomal)', { int: 'I', diana: null }],
  ['ATRA_ATO', 'ATRA + trióxido de arsénico (LPA)', { int: 'I', diana: 'LPA' }],
  ['ATRA_IDA', 'ATRA + idarubicina (AIDA, LPA)', { int: 'I', diana: 'LPA' }],
  ['AZA', 'Azacitidina', { int: 'N', diana: null }],
  ['DEC', 'Decitabina', { int: 'N', diana: null }],
  ['AZA_VEN', 'Azacitidina + venetoclax', { int: 'N', diana: null }],
  ['DEC_VEN', 'Decitabina + venetoclax', { int: 'N', diana: null }],
  ['LDAC', 'Citarabina a dosis bajas', { int: 'N', diana: null }],
  ['LDAC_VEN', 'Citarabina a dosis bajas + venetoclax', { int: 'N', diana: null }],
  ['LDAC_GLASDEGIB', 'Citarabina a dosis bajas + glasdegib', { int: 'N', diana: null }],
  ['AZA_IVOSIDENIB', 'Azacitidina + ivosidenib', { int: 'N', diana: 'IDH1 R132' }],
  ['AZA_PEVONEDISTAT', 'Azacitidina + pevonedistat (PEVOLAM)', { int: 'N', diana: null }],
  ['VEN_HMA_QUIZARTINIB', 'Venetoclax + azacitidina/LDAC + quizartinib (VEN-A-QUI)', { int: 'N', diana: 'FLT3-ITD' }],
  ['GILTERITINIB', 'Gilteritinib (monoterapia)', { int: 'N', diana: 'FLT3' }],
  ['ENSAYO_OTRO', 'Esquema de ensayo no listado (especificar)', { int: 'I/N', diana: null }],
  ['OTRO', 'Otro (especificar)', { int: 'I/N', diana: null }],
]);
