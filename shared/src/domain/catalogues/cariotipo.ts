import { crearCatalogoConColumnas, type CatalogoFila } from './catalogo-fila';

/** catalogues.md §20.1 `cariotipo`: conventional karyotype result. */
export const CARIOTIPO = crearCatalogoConColumnas<Pick<CatalogoFila, 'nota'>>()([
  ['NORMAL', 'Normal (46,XX / 46,XY)', { nota: '≥ 20 metaphases recommended; warning if fewer' }],
  ['ANORMAL', 'Anormal', { nota: 'ISCN formula and ≥ 1 alteration required' }],
  ['FALLIDO', 'Fallido / sin metafases valorables', { nota: 'treated as not available' }],
  ['NO_REALIZADO', 'No realizado', { nota: 'treated as not available' }],
]);

type ColumnasAlteracionCitogenetica = {
  /** Role in the ELN 2022 algorithm, as the catalogue states it (`null` = «—»). */
  readonly eln: string | null;
  /** Myelodysplasia-related cytogenetics in WHO 2022 (W) and/or ICC 2022 (I). */
  readonly mr: readonly ('W' | 'I')[];
};

/** catalogues.md §20.2 `alteracion_citogenetica` (multi-enum): recurrent abnormalities seen by karyotype. */
export const ALTERACION_CITOGENETICA = crearCatalogoConColumnas<ColumnasAlteracionCitogenetica>()([
  ['T_15_17', 't(15;17)(q24.1;q21.2) / PML::RARA', { eln: 'APL → no aplica', mr: [] }],
  ['T_8_21', 't(8;21)(q22;q22.1) / RUNX1::RUNX1T1', { eln: 'CBF favorable', mr: [] }],
  ['INV_16', 'inv(16)(p13.1q22) o t(16;16)(p13.1;q22) / CBFB::MYH11', { eln: 'CBF favorable', mr: [] }],
  ['T_9_11', 't(9;11)(p21.3;q23.3) / MLLT3::KMT2A', { eln: 'intermedio', mr: [] }],
  ['T_V_11Q23', 't(v;11q23.3) – otro reordenamiento de KMT2A (excluye KMT2A-PTD)', { eln: 'adverso', mr: [] }],
  ['T_6_9', 't(6;9)(p23.3;q34.1) / DEK::NUP214', { eln: 'adverso', mr: [] }],
  ['T_9_22', 't(9;22)(q34.1;q11.2) / BCR::ABL1', { eln: 'adverso', mr: [] }],
  ['T_8_16', 't(8;16)(p11.2;p13.3) / KAT6A::CREBBP', { eln: 'adverso', mr: [] }],
  ['INV_3', 'inv(3)(q21.3q26.2) o t(3;3)(q21.3;q26.2) / GATA2, MECOM', { eln: 'adverso', mr: [] }],
  ['T_3Q26_V', 't(3q26.2;v) – otro reordenamiento de MECOM', { eln: 'adverso', mr: [] }],
  ['T_1_22', 't(1;22)(p13.3;q13.1) / RBM15::MRTFA', { eln: 'other recurring (excludes CK)', mr: [] }],
  ['NUP98_R', 'Reordenamiento de NUP98 (p. ej. t(5;11)(q35.2;p15.4))', { eln: 'other recurring (excludes CK)', mr: [] }],
  ['OTRA_TRANSLOCACION_RECURRENTE', 'Otra translocación recurrente rara (ICC) (especificar)', { eln: 'other recurring (excludes CK)', mr: [] }],
  ['MONO_5', '−5 (monosomía 5)', { eln: 'adverso', mr: ['W', 'I'] }],
  ['DEL_5Q', 'del(5q) / pérdida de 5q por translocación no equilibrada', { eln: 'adverso', mr: ['W', 'I'] }],
  ['MONO_7', '−7 (monosomía 7)', { eln: 'adverso', mr: ['W', 'I'] }],
  ['DEL_7Q', 'del(7q)', { eln: '— (counts for CK)', mr: ['W', 'I'] }],
  ['MONO_17', '−17 (monosomía 17)', { eln: 'adverso', mr: ['W', 'I'] }],
  ['ABN_17P', 'abn(17p): del(17p), add(17p) o pérdida de 17p', { eln: 'adverso', mr: ['W', 'I'] }],
  ['I_17Q', 'i(17q) (isocromosoma 17q; implica pérdida de 17p)', { eln: 'adverso (counted as abn(17p))', mr: ['W', 'I'] }],
  ['TRISOMIA_8', '+8', { eln: null, mr: ['I'] }],
  ['DEL_20Q', 'del(20q)', { eln: null, mr: ['I'] }],
  ['DEL_11Q', 'del(11q)', { eln: null, mr: ['W'] }],
  ['DEL_12P', 'del(12p) / t(12p) / add(12p)', { eln: null, mr: ['W', 'I'] }],
  ['MONO_13', '−13', { eln: null, mr: ['W'] }],
  ['DEL_13Q', 'del(13q)', { eln: null, mr: ['W'] }],
  ['IDIC_X_Q13', 'idic(X)(q13)', { eln: null, mr: ['W', 'I'] }],
  ['DEL_9Q', 'del(9q)', { eln: null, mr: [] }],
  ['TRISOMIA_21', '+21', { eln: null, mr: [] }],
  ['TRISOMIA_22', '+22', { eln: null, mr: [] }],
  ['PERDIDA_X', '−X', { eln: '— (not a monosomy for MK)', mr: [] }],
  ['PERDIDA_Y', '−Y', { eln: '— (not a monosomy for MK)', mr: [] }],
  ['OTRA', 'Otra alteración (ver fórmula ISCN)', { eln: null, mr: [] }],
]);
