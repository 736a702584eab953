import { crearCatalogoConColumnas, type CatalogoFila } from './catalogo-fila';
import type { UmbralBlastos } from './entidad';

type ColumnasEntidadOms2022 = { readonly umbral_blastos: UmbralBlastos; readonly nota?: string };

/** catalogues.md §8.2 `entidad_oms2022`: WHO 5th edition (2022), AML and related. */
export const ENTIDAD_OMS2022 = crearCatalogoConColumnas<ColumnasEntidadOms2022>()([
  ['LPA_PML_RARA', 'Leucemia promielocítica aguda con fusión PML::RARA', { umbral_blastos: null }],
  ['LMA_RUNX1_RUNX1T1', 'LMA con fusión RUNX1::RUNX1T1', { umbral_blastos: null }],
  ['LMA_CBFB_MYH11', 'LMA con fusión CBFB::MYH11', { umbral_blastos: null }],
  ['LMA_DEK_NUP214', 'LMA con fusión DEK::NUP214', { umbral_blastos: null }],
  ['LMA_RBM15_MRTFA', 'LMA con fusión RBM15::MRTFA', { umbral_blastos: null }],
  ['LMA_BCR_ABL1', 'LMA con fusión BCR::ABL1', { umbral_blastos: { minimo: 20, maximo: null } }],
  ['LMA_KMT2A', 'LMA con reordenamiento de KMT2A', { umbral_blastos: null }],
  ['LMA_MECOM', 'LMA con reordenamiento de MECOM', { umbral_blastos: null }],
  ['LMA_NUP98', 'LMA con reordenamiento de NUP98', { umbral_blastos: null }],
  ['LMA_NPM1', 'LMA con mutación de NPM1', { umbral_blastos: null }],
  ['LMA_CEBPA', 'LMA con mutación de CEBPA (bialélica o bZIP única)', { umbral_blastos: { minimo: 20, maximo: null } }],
  ['LMA_MR', 'LMA relacionada con mielodisplasia', { umbral_blastos: { minimo: 20, maximo: null } }],
  ['LMA_OTRAS_GENETICAS', 'LMA con otras alteraciones genéticas definidas', { umbral_blastos: null }],
  ['LMA_DIF_MINIMA', 'LMA con diferenciación mínima', { umbral_blastos: { minimo: 20, maximo: null } }],
  ['LMA_SIN_MADURACION', 'LMA sin maduración', { umbral_blastos: { minimo: 20, maximo: null } }],
  ['LMA_CON_MADURACION', 'LMA con maduración', { umbral_blastos: { minimo: 20, maximo: null } }],
  ['LEUCEMIA_BASOFILICA', 'Leucemia basofílica aguda', { umbral_blastos: { minimo: 20, maximo: null } }],
  ['LEUCEMIA_MIELOMONOCITICA', 'Leucemia mielomonocítica aguda', { umbral_blastos: { minimo: 20, maximo: null } }],
  ['LEUCEMIA_MONOCITICA', 'Leucemia monocítica aguda', { umbral_blastos: { minimo: 20, maximo: null } }],
  ['LEUCEMIA_ERITROIDE', 'Leucemia eritroide aguda', { umbral_blastos: null, nota: '≥ 30 % pronormoblasts, erythroid ≥ 80 %' }],
  ['LEUCEMIA_MEGACARIOBLASTICA', 'Leucemia megacarioblástica aguda', { umbral_blastos: { minimo: 20, maximo: null } }],
  ['SARCOMA_MIELOIDE', 'Sarcoma mieloide', { umbral_blastos: null }],
  ['LAFM_BCR_ABL1', 'Leucemia aguda de fenotipo mixto con fusión BCR::ABL1', { umbral_blastos: null }],
  ['LAFM_KMT2A', 'Leucemia aguda de fenotipo mixto con reordenamiento de KMT2A', { umbral_blastos: null }],
  ['LAFM_B_MIELOIDE', 'Leucemia aguda de fenotipo mixto B/mieloide', { umbral_blastos: null }],
  ['LAFM_T_MIELOIDE', 'Leucemia aguda de fenotipo mixto T/mieloide', { umbral_blastos: null }],
  ['LA_INDIFERENCIADA', 'Leucemia aguda indiferenciada', { umbral_blastos: null }],
  ['LALA_OTRA', 'Otra leucemia aguda de linaje ambiguo', { umbral_blastos: null }],
  ['SMD_IB2', 'SMD con aumento de blastos 2 (SMD-IB2, 10–19 %)', { umbral_blastos: null, nota: 'only when `entidad` = SMD_LMA' }],
  ['NO_CLASIFICADA', 'No clasificable / datos insuficientes', { umbral_blastos: null }],
]);

/** catalogues.md §8.2 `calificador_oms2022` (multi-enum; NINGUNO exclusive). */
export const CALIFICADOR_OMS2022 = crearCatalogoConColumnas<Pick<CatalogoFila, 'nota'>>()([
  [
    'POST_TERAPIA_CITOTOXICA',
    'Post-terapia citotóxica (NM-pTC)',
    { nota: 'prior cytotoxic chemotherapy, large-field radiotherapy or PARP inhibitor for an unrelated disease' },
  ],
  ['PREDISPOSICION_GERMINAL', 'Asociada a predisposición germinal', {}],
  ['NINGUNO', 'Ninguno', {}],
]);
