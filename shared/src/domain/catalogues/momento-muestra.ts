import { crearCatalogoConColumnas } from './catalogo-fila';

type ColumnasMomentoMuestra = {
  /** Expected time window, used for warnings only (text of the catalogue; `null` = none). */
  readonly ventana: string | null;
  /** Record that should exist at this moment, warning if absent (`null` = none). */
  readonly requiere: string | null;
  readonly nota?: string;
};

/** catalogues.md §1.1 `momento_muestra`: general (non-trial) sample moments. */
export const MOMENTO_MUESTRA = crearCatalogoConColumnas<ColumnasMomentoMuestra>()([
  ['DIAG', 'Diagnóstico', { ventana: 'Before the first dose of induction; from −30 d to day 1 of induction', requiere: null }],
  [
    'POST_IND1',
    'Post-inducción 1 (día +28 aprox.)',
    { ventana: 'Marrow/blood after 1st induction cycle, usually day +21 to +42 (count recovery)', requiere: 'induccion ciclo 1' },
  ],
  ['POST_IND2', 'Post-inducción 2', { ventana: 'After 2nd induction cycle', requiere: 'induccion ciclo 2' }],
  ['POST_CONS1', 'Post-consolidación 1', { ventana: 'After 1st consolidation cycle, before the 2nd', requiere: 'consolidacion ciclo 1' }],
  ['POST_CONS2', 'Post-consolidación 2', { ventana: 'After 2nd consolidation cycle', requiere: 'consolidacion ciclo 2' }],
  ['POST_CONS3', 'Post-consolidación 3', { ventana: 'After 3rd consolidation cycle', requiere: 'consolidacion ciclo 3' }],
  ['FIN_CONS', 'Fin de consolidación', { ventana: 'After the last planned consolidation (end-of-treatment MRD)', requiere: 'consolidacion' }],
  ['PRE_TPH', 'Pre-trasplante', { ventana: '≤ 30 days before allogeneic/autologous HCT (day 0)', requiere: null, nota: 'trasplante expected later' }],
  ['POST_TPH_D30', 'Post-trasplante día +30', { ventana: 'Day +21 to +45 after HCT', requiere: 'trasplante' }],
  ['POST_TPH_D100', 'Post-trasplante día +100', { ventana: 'Day +80 to +120', requiere: 'trasplante' }],
  ['POST_TPH_D180', 'Post-trasplante día +180', { ventana: 'Day +150 to +210', requiere: 'trasplante' }],
  ['POST_TPH_D365', 'Post-trasplante día +365', { ventana: 'Day +330 to +400', requiere: 'trasplante' }],
  ['MANTENIMIENTO', 'Durante mantenimiento', { ventana: 'During post-consolidation therapy', requiere: 'post_consolidacion' }],
  [
    'SEGUIMIENTO_EMR',
    'Seguimiento (monitorización de EMR)',
    { ventana: 'Scheduled MRD monitoring in remission (e.g. every 3 months for 24 months, ELN 2021)', requiere: null },
  ],
  ['RECAIDA', 'Recaída', { ventana: 'At haematological, extramedullary or MRD relapse, before salvage', requiere: 'recaida' }],
  [
    'REFRACTARIEDAD',
    'Refractariedad / persistencia de enfermedad',
    { ventana: 'Persistent disease after induction, before salvage', requiere: 'induccion' },
  ],
  ['POST_RESCATE', 'Post-rescate', { ventana: 'Response assessment after a relapse/refractory line', requiere: 'rec_res_1 or rec_res_2' }],
  [
    'LINEA_GERMINAL',
    'Estudio de línea germinal',
    { ventana: 'Non-haematopoietic tissue (fibroblasts, hair follicles, nails) or remission sample for germline testing; any time', requiere: null },
  ],
  ['OTRO', 'Otro momento (especificar)', { ventana: null, requiere: null }],
]);

export type CodigoMomentoMuestra = (typeof MOMENTO_MUESTRA)[number]['codigo'];
