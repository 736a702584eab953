import { crearCatalogo, crearCatalogoConColumnas } from './catalogo-fila';
import type { UmbralBlastos } from './entidad';

/** catalogues.md §8.3 `entidad_icc2022`: International Consensus Classification 2022. */
export const ENTIDAD_ICC2022 = crearCatalogoConColumnas<{ readonly umbral_blastos: UmbralBlastos }>()([
  ['APL_PML_RARA', 'LPA con t(15;17)(q24.1;q21.2)/PML::RARA', { umbral_blastos: { minimo: 10, maximo: null } }],
  ['APL_OTRO_RARA', 'LPA con otros reordenamientos de RARA', { umbral_blastos: { minimo: 10, maximo: null } }],
  ['LMA_T_8_21', 'LMA con t(8;21)(q22;q22.1)/RUNX1::RUNX1T1', { umbral_blastos: { minimo: 10, maximo: null } }],
  ['LMA_INV_16', 'LMA con inv(16)(p13.1q22) o t(16;16)(p13.1;q22)/CBFB::MYH11', { umbral_blastos: { minimo: 10, maximo: null } }],
  ['LMA_T_9_11', 'LMA con t(9;11)(p21.3;q23.3)/MLLT3::KMT2A', { umbral_blastos: { minimo: 10, maximo: null } }],
  ['LMA_KMT2A_OTRO', 'LMA con otros reordenamientos de KMT2A', { umbral_blastos: { minimo: 10, maximo: null } }],
  ['LMA_T_6_9', 'LMA con t(6;9)(p22.3;q34.1)/DEK::NUP214', { umbral_blastos: { minimo: 10, maximo: null } }],
  ['LMA_INV_3', 'LMA con inv(3)(q21.3q26.2) o t(3;3)(q21.3;q26.2)/GATA2; MECOM', { umbral_blastos: { minimo: 10, maximo: null } }],
  ['LMA_MECOM_OTRO', 'LMA con otros reordenamientos de MECOM', { umbral_blastos: { minimo: 10, maximo: null } }],
  ['LMA_OTRAS_TRANSLOCACIONES', 'LMA con otras translocaciones recurrentes raras', { umbral_blastos: { minimo: 10, maximo: null } }],
  ['LMA_T_9_22', 'LMA con t(9;22)(q34.1;q11.2)/BCR::ABL1', { umbral_blastos: { minimo: 20, maximo: null } }],
  ['LMA_NPM1', 'LMA con NPM1 mutado', { umbral_blastos: { minimo: 10, maximo: null } }],
  ['LMA_CEBPA_BZIP', 'LMA con mutación bZIP in-frame de CEBPA', { umbral_blastos: { minimo: 10, maximo: null } }],
  ['LMA_TP53', 'LMA con TP53 mutado (VAF ≥ 10 %)', { umbral_blastos: { minimo: 20, maximo: null } }],
  ['SMD_LMA_TP53', 'SMD/LMA con TP53 mutado', { umbral_blastos: { minimo: 10, maximo: 19 } }],
  ['LMA_MR_GENES', 'LMA con mutaciones de genes relacionados con mielodisplasia', { umbral_blastos: { minimo: 20, maximo: null } }],
  ['SMD_LMA_MR_GENES', 'SMD/LMA con mutaciones de genes relacionados con mielodisplasia', { umbral_blastos: { minimo: 10, maximo: 19 } }],
  ['LMA_MR_CITOGENETICA', 'LMA con alteraciones citogenéticas relacionadas con mielodisplasia', { umbral_blastos: { minimo: 20, maximo: null } }],
  [
    'SMD_LMA_MR_CITOGENETICA',
    'SMD/LMA con alteraciones citogenéticas relacionadas con mielodisplasia',
    { umbral_blastos: { minimo: 10, maximo: 19 } },
  ],
  ['LMA_NOS', 'LMA sin otra especificación (NOS)', { umbral_blastos: { minimo: 20, maximo: null } }],
  ['SMD_LMA_NOS', 'SMD/LMA sin otra especificación', { umbral_blastos: { minimo: 10, maximo: 19 } }],
  ['SARCOMA_MIELOIDE', 'Sarcoma mieloide', { umbral_blastos: null }],
  ['LAFM', 'Leucemia aguda de fenotipo mixto / linaje ambiguo (cualquier subtipo ICC)', { umbral_blastos: null }],
  ['NO_CLASIFICADA', 'No clasificable / datos insuficientes', { umbral_blastos: null }],
]);

/** catalogues.md §8.3 `calificador_icc2022` (multi-enum; NINGUNO exclusive). */
export const CALIFICADOR_ICC2022 = crearCatalogo([
  ['RELACIONADA_TERAPIA', 'Relacionada con tratamiento'],
  ['PROGRESION_SMD', 'Progresada desde SMD'],
  ['PROGRESION_SMD_NMP', 'Progresada desde SMD/NMP'],
  ['PREDISPOSICION_GERMINAL', 'Predisposición germinal (especificar gen)'],
  ['NINGUNO', 'Ninguno'],
]);
