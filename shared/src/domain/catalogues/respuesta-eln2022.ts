import { crearCatalogoConColumnas } from './catalogo-fila';

/** `categoria_eln2022`: an ELN 2022 response category (true) or a registry code (false). */
type ColumnasRespuesta = { readonly categoria_eln2022: boolean; readonly nota?: string };

/** catalogues.md §40 `respuesta_eln2022`: response category of one assessment (definitions in eln2022-risk.md §8). */
export const RESPUESTA_ELN2022 = crearCatalogoConColumnas<ColumnasRespuesta>()([
  ['RC', 'Remisión completa (RC)', { categoria_eln2022: true }],
  ['RCH', 'RC con recuperación hematológica parcial (RCh)', { categoria_eln2022: true }],
  ['RCI', 'RC con recuperación hematológica incompleta (RCi)', { categoria_eln2022: true }],
  ['MLFS', 'Estado libre de leucemia morfológico (MLFS)', { categoria_eln2022: true }],
  ['RP', 'Remisión parcial (RP)', { categoria_eln2022: true }],
  ['SIN_RESPUESTA', 'Sin respuesta', { categoria_eln2022: true, nota: 'ELN 2022 "no response"' }],
  ['PROGRESION', 'Progresión', { categoria_eln2022: false, nota: 'ELN 2017 progressive disease; mainly non-intensive/salvage lines' }],
  [
    'MUERTE_ANTES_EVALUACION',
    'Muerte antes de la evaluación de la respuesta',
    { categoria_eln2022: false, nota: 'ELN 2017 death in aplasia / indeterminate cause' },
  ],
  ['NO_EVALUABLE', 'No evaluable (sin médula valorable)', { categoria_eln2022: false }],
]);
