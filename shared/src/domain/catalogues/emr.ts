import { crearCatalogo } from './catalogo-fila';

/** catalogues.md §41 `emr_cmf_resultado`: MRD by flow cytometry. */
export const EMR_CMF_RESULTADO = crearCatalogo([
  ['NEGATIVA', 'Negativa (no detectable)'],
  ['POSITIVA_BAJO_UMBRAL', 'Detectable < 0,1 % (por debajo del umbral ELN)'],
  ['POSITIVA', 'Positiva (≥ 0,1 %)'],
  ['NO_VALORABLE', 'No valorable (muestra inadecuada / sin LAIP)'],
  ['NO_REALIZADA', 'No realizada'],
]);

/** catalogues.md §41 `emr_pcr_resultado`: MRD by qPCR. */
export const EMR_PCR_RESULTADO = crearCatalogo([
  ['NEGATIVA', 'Negativa (no detectable)'],
  ['POSITIVA', 'Positiva (Cq < 40 en ≥ 2 de 3 réplicas)'],
  ['NO_VALORABLE', 'No valorable'],
  ['NO_REALIZADA', 'No realizada'],
  ['NO_APLICA', 'No aplica (sin diana molecular)'],
]);

/** catalogues.md §41 `emr_diana_pcr`: fusion targets are labelled with the `::` notation. */
export const EMR_DIANA_PCR = crearCatalogo([
  ['RUNX1_RUNX1T1', 'RUNX1::RUNX1T1'],
  ['CBFB_MYH11', 'CBFB::MYH11'],
  ['KMT2A_MLLT3', 'KMT2A::MLLT3'],
  ['PML_RARA', 'PML::RARA'],
  ['BCR_ABL1', 'BCR::ABL1'],
  ['DEK_NUP214', 'DEK::NUP214'],
  ['WT1', 'WT1 (sobreexpresión)'],
  ['OTRA', 'Otra (especificar)'],
]);

/** catalogues.md §41 `emr_estado` (computed). */
export const EMR_ESTADO = crearCatalogo([
  ['NEGATIVA', 'EMR negativa'],
  ['POSITIVA_BAJA', 'EMR positiva de bajo nivel (qPCR < 2 %)'],
  ['POSITIVA', 'EMR positiva'],
  ['NO_EVALUADA', 'No evaluada'],
]);

/** catalogues.md §41 `material_emr`. */
export const MATERIAL_EMR = crearCatalogo([
  ['MO', 'Médula ósea'],
  ['SP', 'Sangre periférica'],
]);
