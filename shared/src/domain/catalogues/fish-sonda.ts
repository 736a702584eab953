import { crearCatalogoConColumnas } from './catalogo-fila';

/** catalogues.md §14 `fish_sonda`: FISH probes at diagnosis; `lesion` = the lesion it informs in the ELN algorithm. */
export const FISH_SONDA = crearCatalogoConColumnas<{ readonly lesion: string | null }>()([
  ['FISH_PML_RARA', 'PML::RARA (t(15;17))', { lesion: 'APL' }],
  ['FISH_RARA', 'RARA break-apart (17q21.2)', { lesion: 'APL variant (APL_OTRO_RARA)' }],
  ['FISH_RUNX1_RUNX1T1', 'RUNX1::RUNX1T1 (t(8;21))', { lesion: 'CBF' }],
  ['FISH_CBFB', 'CBFB break-apart (inv(16)/t(16;16))', { lesion: 'CBF' }],
  ['FISH_KMT2A', 'KMT2A break-apart (11q23.3)', { lesion: 'KMT2A-r (partner unresolved by FISH)' }],
  ['FISH_MECOM', 'MECOM break-apart (3q26.2)', { lesion: 'MECOM-r (adverse)' }],
  ['FISH_BCR_ABL1', 'BCR::ABL1 (t(9;22))', { lesion: 'adverse fusion' }],
  ['FISH_NUP98', 'NUP98 break-apart (11p15.4; detects cryptic NUP98::NSD1)', { lesion: 'other recurring rearrangement' }],
  ['FISH_DEL_5Q', 'Deleción 5q31 (EGR1) / monosomía 5', { lesion: '−5/del(5q)' }],
  ['FISH_MONO_7', 'Monosomía 7 (pérdida de CEP7 y 7q31)', { lesion: '−7' }],
  ['FISH_DEL_7Q', 'Deleción 7q31 con centrómero 7 conservado', { lesion: 'del(7q) (not ELN-adverse by itself)' }],
  ['FISH_DEL_17P', 'Deleción 17p13.1 (TP53)', { lesion: 'abn(17p)' }],
  ['FISH_TRISOMIA_8', 'Trisomía 8 (CEP8)', { lesion: '+8' }],
  ['FISH_DEL_20Q', 'Deleción 20q', { lesion: 'del(20q)' }],
  ['FISH_OTRA', 'Otra sonda (especificar)', { lesion: null }],
]);
