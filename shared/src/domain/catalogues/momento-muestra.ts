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
  ['DIAG', 'Diagnóstico', { ventana: 'Antes de la primera dosis de inducción; del día −30 al día 1 de la inducción', requiere: null }],
  [
    'POST_IND1',
    'Post-inducción 1 (día +28 aprox.)',
    { ventana: 'Médula o sangre tras el 1.er ciclo de inducción, habitualmente del día +21 al +42 (recuperación de cifras)', requiere: 'induccion ciclo 1' },
  ],
  ['POST_IND2', 'Post-inducción 2', { ventana: 'Tras el 2.º ciclo de inducción', requiere: 'induccion ciclo 2' }],
  ['POST_CONS1', 'Post-consolidación 1', { ventana: 'Tras el 1.er ciclo de consolidación, antes del 2.º', requiere: 'consolidacion ciclo 1' }],
  ['POST_CONS2', 'Post-consolidación 2', { ventana: 'Tras el 2.º ciclo de consolidación', requiere: 'consolidacion ciclo 2' }],
  ['POST_CONS3', 'Post-consolidación 3', { ventana: 'Tras el 3.er ciclo de consolidación', requiere: 'consolidacion ciclo 3' }],
  ['FIN_CONS', 'Fin de consolidación', { ventana: 'Tras la última consolidación prevista (EMR de fin de tratamiento)', requiere: 'consolidacion' }],
  ['PRE_TPH', 'Pre-trasplante', { ventana: '≤ 30 días antes del TPH alogénico o autólogo (día 0)', requiere: null, nota: 'se espera un trasplante posterior' }],
  ['POST_TPH_D30', 'Post-trasplante día +30', { ventana: 'Día +21 a +45 tras el TPH', requiere: 'trasplante' }],
  ['POST_TPH_D100', 'Post-trasplante día +100', { ventana: 'Día +80 a +120', requiere: 'trasplante' }],
  ['POST_TPH_D180', 'Post-trasplante día +180', { ventana: 'Día +150 a +210', requiere: 'trasplante' }],
  ['POST_TPH_D365', 'Post-trasplante día +365', { ventana: 'Día +330 a +400', requiere: 'trasplante' }],
  ['MANTENIMIENTO', 'Durante mantenimiento', { ventana: 'Durante el tratamiento posconsolidación', requiere: 'post_consolidacion' }],
  [
    'SEGUIMIENTO_EMR',
    'Seguimiento (monitorización de EMR)',
    { ventana: 'Monitorización programada de la EMR en remisión (p. ej., cada 3 meses durante 24 meses, ELN 2021)', requiere: null },
  ],
  ['RECAIDA', 'Recaída', { ventana: 'En la recaída hematológica, extramedular o por EMR, antes del rescate', requiere: 'recaida' }],
  [
    'REFRACTARIEDAD',
    'Refractariedad / persistencia de enfermedad',
    { ventana: 'Enfermedad persistente tras la inducción, antes del rescate', requiere: 'induccion' },
  ],
  ['POST_RESCATE', 'Post-rescate', { ventana: 'Evaluación de la respuesta tras una línea de recaída o refractariedad', requiere: 'rec_res_1 or rec_res_2' }],
  [
    'LINEA_GERMINAL',
    'Estudio de línea germinal',
    { ventana: 'Tejido no hematopoyético (fibroblastos, folículos pilosos, uñas) o muestra en remisión para el estudio germinal; en cualquier momento', requiere: null },
  ],
  ['OTRO', 'Otro momento (especificar)', { ventana: null, requiere: null }],
]);

export type CodigoMomentoMuestra = (typeof MOMENTO_MUESTRA)[number]['codigo'];
