import { crearCatalogoConColumnas } from './catalogo-fila';
import type { CodigoMomentoMuestra } from './momento-muestra';

/**
 * catalogues.md §1.2 ⚙: trial-specific sample moments, illustrative defaults the administrator adjusts to each protocol.
 * The pair (ensayo, codigo) is unique; `momento_general` maps the moment to §1.1 for cross-trial exports and warnings.
 */
type ColumnasMomentoEnsayo = {
  readonly ventana: string;
  readonly momento_general: CodigoMomentoMuestra;
};

/** `momento_muestra_lma_flow` — LMA-FLOW (MRD by flow cytometry study; assumed design). */
export const MOMENTO_MUESTRA_LMA_FLOW = crearCatalogoConColumnas<ColumnasMomentoEnsayo>()([
  ['DIAG', 'Diagnóstico (caracterización del fenotipo aberrante, LAIP)', { ventana: 'antes de la inducción', momento_general: 'DIAG' }],
  ['POST_IND1_D28', 'Post-inducción 1, día +28 (±7)', { ventana: 'día +21 a +35', momento_general: 'POST_IND1' }],
  ['POST_IND2', 'Post-inducción 2', { ventana: 'tras el ciclo 2', momento_general: 'POST_IND2' }],
  ['POST_CONS1', 'Post-consolidación 1', { ventana: 'tras la consolidación 1', momento_general: 'POST_CONS1' }],
  ['FIN_CONS', 'Fin de tratamiento de consolidación', { ventana: 'tras la última consolidación', momento_general: 'FIN_CONS' }],
  ['PRE_TPH', 'Pre-trasplante', { ventana: '≤ 30 días antes del TPH', momento_general: 'PRE_TPH' }],
  ['POST_TPH_D100', 'Post-trasplante día +100', { ventana: 'día +80 a +120', momento_general: 'POST_TPH_D100' }],
  ['SEG_M3', 'Seguimiento mes 3 tras fin de tratamiento', { ventana: '±1 mes', momento_general: 'SEGUIMIENTO_EMR' }],
  ['SEG_M6', 'Seguimiento mes 6', { ventana: '±1 mes', momento_general: 'SEGUIMIENTO_EMR' }],
  ['SEG_M12', 'Seguimiento mes 12', { ventana: '±1 mes', momento_general: 'SEGUIMIENTO_EMR' }],
  ['RECAIDA', 'Recaída', { ventana: 'en la recaída', momento_general: 'RECAIDA' }],
]);

/** `momento_muestra_la_mix` — LA-MIX (acute leukaemia of mixed/ambiguous lineage study; assumed design). */
export const MOMENTO_MUESTRA_LA_MIX = crearCatalogoConColumnas<ColumnasMomentoEnsayo>()([
  ['DIAG', 'Diagnóstico', { ventana: 'antes de la inducción', momento_general: 'DIAG' }],
  ['POST_IND_D15', 'Inducción día +15', { ventana: 'día +13 a +17 (solo esquemas de tipo LLA)', momento_general: 'OTRO' }],
  ['POST_IND_D28_33', 'Fin de inducción (día +28 a +33)', { ventana: 'día +28 a +40', momento_general: 'POST_IND1' }],
  ['POST_CONS', 'Post-consolidación', { ventana: 'tras el bloque de consolidación', momento_general: 'FIN_CONS' }],
  ['PRE_TPH', 'Pre-trasplante', { ventana: '≤ 30 días antes del TPH', momento_general: 'PRE_TPH' }],
  ['POST_TPH_D100', 'Post-trasplante día +100', { ventana: 'día +80 a +120', momento_general: 'POST_TPH_D100' }],
  ['RECAIDA', 'Recaída', { ventana: 'en la recaída', momento_general: 'RECAIDA' }],
]);

/** `momento_muestra_lamvyx` — LAMVYX (CPX-351 / liposomal daunorubicin-cytarabine study; assumed design). */
export const MOMENTO_MUESTRA_LAMVYX = crearCatalogoConColumnas<ColumnasMomentoEnsayo>()([
  ['DIAG', 'Diagnóstico / cribado', { ventana: 'antes de CPX-351', momento_general: 'DIAG' }],
  ['POST_IND1', 'Post-inducción 1 (día +28 a +42)', { ventana: 'la recuperación tras CPX-351 es más lenta que tras 7+3', momento_general: 'POST_IND1' }],
  ['POST_IND2', 'Post-inducción 2 (si se administra)', { ventana: 'tras la 2.ª inducción', momento_general: 'POST_IND2' }],
  ['POST_CONS1', 'Post-consolidación 1', { ventana: 'tras la consolidación 1', momento_general: 'POST_CONS1' }],
  ['POST_CONS2', 'Post-consolidación 2', { ventana: 'tras la consolidación 2', momento_general: 'POST_CONS2' }],
  ['PRE_TPH', 'Pre-trasplante', { ventana: '≤ 30 días antes del TPH', momento_general: 'PRE_TPH' }],
  ['POST_TPH_D100', 'Post-trasplante día +100', { ventana: 'día +80 a +120', momento_general: 'POST_TPH_D100' }],
  ['RECAIDA', 'Recaída / progresión', { ventana: 'en la recaída', momento_general: 'RECAIDA' }],
]);

/** `momento_muestra_pevolam` — PEVOLAM (PETHEMA phase 3, azacitidine ± pevonedistat, NCT04090736; 28-day cycles). */
export const MOMENTO_MUESTRA_PEVOLAM = crearCatalogoConColumnas<ColumnasMomentoEnsayo>()([
  ['CRIBADO', 'Cribado (diagnóstico)', { ventana: '≤ 28 días antes del día 1 del ciclo 1', momento_general: 'DIAG' }],
  ['FIN_C2', 'Final del ciclo 2', { ventana: 'ciclo 2, días 22–28', momento_general: 'POST_IND1' }],
  ['FIN_C4', 'Final del ciclo 4', { ventana: 'ciclo 4, días 22–28', momento_general: 'SEGUIMIENTO_EMR' }],
  ['FIN_C6', 'Final del ciclo 6', { ventana: 'ciclo 6, días 22–28', momento_general: 'SEGUIMIENTO_EMR' }],
  ['CADA_6_CICLOS', 'Cada 6 ciclos a partir del ciclo 12', { ventana: 'final de los ciclos 12, 18, 24…', momento_general: 'SEGUIMIENTO_EMR' }],
  ['CONFIRMACION_RC', 'Confirmación de respuesta', { ventana: 'cuando se sospecha RC/RCh/RCi', momento_general: 'OTRO' }],
  ['PROGRESION', 'Progresión / recaída', { ventana: 'en la progresión o la recaída', momento_general: 'RECAIDA' }],
  ['FIN_TRATAMIENTO', 'Fin de tratamiento', { ventana: '≤ 30 días tras la última dosis', momento_general: 'OTRO' }],
]);

/** `momento_muestra_flag_quida` — FLAG-QUIDA (FLAG-Ida + quizartinib in R/R FLT3-ITD AML; assumed design). */
export const MOMENTO_MUESTRA_FLAG_QUIDA = crearCatalogoConColumnas<ColumnasMomentoEnsayo>()([
  ['CRIBADO', 'Cribado (recaída / refractariedad)', { ventana: 'antes del ciclo 1', momento_general: 'RECAIDA' }],
  ['POST_C1', 'Post-ciclo 1 (día +28 a +35)', { ventana: 'tras el 1.er FLAG-Ida-Q', momento_general: 'POST_RESCATE' }],
  ['POST_C2', 'Post-ciclo 2', { ventana: 'tras el 2.º ciclo', momento_general: 'POST_RESCATE' }],
  ['PRE_TPH', 'Pre-trasplante', { ventana: '≤ 30 días antes del TPH', momento_general: 'PRE_TPH' }],
  ['POST_TPH_D100', 'Post-trasplante día +100', { ventana: 'día +80 a +120', momento_general: 'POST_TPH_D100' }],
  ['MANT_M3', 'Mantenimiento mes 3', { ventana: '±2 semanas', momento_general: 'MANTENIMIENTO' }],
  ['MANT_M6', 'Mantenimiento mes 6', { ventana: '±2 semanas', momento_general: 'MANTENIMIENTO' }],
  ['MANT_M12', 'Mantenimiento mes 12', { ventana: '±2 semanas', momento_general: 'MANTENIMIENTO' }],
  ['RECAIDA', 'Recaída', { ventana: 'en la recaída', momento_general: 'RECAIDA' }],
  ['FIN_TRATAMIENTO', 'Fin de tratamiento', { ventana: '≤ 30 días tras la última dosis', momento_general: 'OTRO' }],
]);

/** `momento_muestra_ven_a_qui` — VEN-A-QUI (venetoclax + azacitidine or LDAC + quizartinib; assumed design, 28-day cycles). */
export const MOMENTO_MUESTRA_VEN_A_QUI = crearCatalogoConColumnas<ColumnasMomentoEnsayo>()([
  ['CRIBADO', 'Cribado (diagnóstico)', { ventana: 'antes del ciclo 1', momento_general: 'DIAG' }],
  ['FIN_C1', 'Final del ciclo 1 (día +21 a +28)', { ventana: 'médula para decidir la interrupción de venetoclax', momento_general: 'POST_IND1' }],
  ['FIN_C2', 'Final del ciclo 2', { ventana: 'si no hay RC/RCi tras el ciclo 1', momento_general: 'POST_IND2' }],
  ['FIN_C4', 'Final del ciclo 4', { ventana: 'ciclo 4, días 22–28', momento_general: 'SEGUIMIENTO_EMR' }],
  ['CADA_3_CICLOS', 'Cada 3 ciclos a partir del ciclo 6', { ventana: 'final de los ciclos 6, 9, 12…', momento_general: 'SEGUIMIENTO_EMR' }],
  ['PROGRESION', 'Progresión / recaída', { ventana: 'en la progresión o la recaída', momento_general: 'RECAIDA' }],
  ['FIN_TRATAMIENTO', 'Fin de tratamiento', { ventana: '≤ 30 días tras la última dosis', momento_general: 'OTRO' }],
]);

/** Ids of the moment lists a trial points to (`ensayo.catalogo_momentos`, §5). */
export type CatalogoMomentosId =
  | 'momento_muestra'
  | 'momento_muestra_lma_flow'
  | 'momento_muestra_la_mix'
  | 'momento_muestra_lamvyx'
  | 'momento_muestra_pevolam'
  | 'momento_muestra_flag_quida'
  | 'momento_muestra_ven_a_qui';
