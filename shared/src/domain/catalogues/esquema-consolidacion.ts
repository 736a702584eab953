import { crearCatalogoConColumnas } from './catalogo-fila';
import type { ColumnasEsquema } from './esquema-induccion';

/** catalogues.md §37 `esquema_consolidacion` (HCT used as consolidation is recorded in `trasplante`, not here). */
export const ESQUEMA_CONSOLIDACION = crearCatalogoConColumnas<Pick<ColumnasEsquema, 'diana'>>()([
  ['HIDAC', 'Citarabina a dosis altas (≥ 2 g/m² por dosis)', { diana: null }],
  ['IDAC', 'Citarabina a dosis intermedias (1–1,5 g/m² por dosis)', { diana: null }],
  ['HIDAC_MIDOSTAURINA', 'Citarabina dosis altas/intermedias + midostaurina', { diana: 'FLT3' }],
  ['HIDAC_QUIZARTINIB', 'Citarabina dosis altas/intermedias + quizartinib', { diana: 'FLT3-ITD' }],
  ['ANTRA_ARAC', 'Antraciclina + citarabina (2+5 / 1+5)', { diana: null }],
  ['ANTRA_ARAC_GO', 'Antraciclina + citarabina + gemtuzumab ozogamicina', { diana: null }],
  ['CPX351', 'CPX-351 (consolidación)', { diana: null }],
  ['FLAG_IDA', 'FLAG-Ida', { diana: null }],
  ['HMA_VEN', 'Hipometilante + venetoclax (continuación)', { diana: null }],
  ['ATRA_ATO', 'ATRA + trióxido de arsénico (LPA)', { diana: 'LPA' }],
  ['ATRA_ANTRACICLINA', 'ATRA + antraciclina (LPA)', { diana: 'LPA' }],
  ['ENSAYO_OTRO', 'Esquema de ensayo no listado (especificar)', { diana: null }],
  ['OTRO', 'Otro (especificar)', { diana: null }],
]);
