import { crearCatalogo, crearCatalogoConColumnas, type CatalogoFila } from './catalogo-fila';

/** catalogues.md §51 `estado_enfermedad`: disease status at follow-up. */
export const ESTADO_ENFERMEDAD = crearCatalogo([
  ['REMISION', 'En remisión (RC/RCh/RCi) con EMR negativa o no evaluada'],
  ['REMISION_EMR_POS', 'En remisión con EMR positiva'],
  ['ENFERMEDAD_ACTIVA', 'Enfermedad activa / persistente'],
  ['RECAIDA', 'Recaída (registrar formulario de recaída)'],
  ['NO_EVALUADO', 'No evaluado'],
]);

/** catalogues.md §51 `tratamiento_actual`. */
export const TRATAMIENTO_ACTUAL = crearCatalogo([
  ['NINGUNO', 'Sin tratamiento'],
  ['MANTENIMIENTO', 'Mantenimiento'],
  ['RESCATE', 'Tratamiento de rescate'],
  ['SOPORTE', 'Soporte / paliativo'],
  ['INMUNOSUPRESION', 'Inmunosupresión post-TPH'],
  ['OTRO', 'Otro (especificar)'],
]);

/** catalogues.md §51 `tipo_recaida`. */
export const TIPO_RECAIDA = crearCatalogo([
  ['HEMATOLOGICA', 'Hematológica (médula ósea y/o sangre periférica)'],
  ['HEMATOLOGICA_EXTRAMEDULAR', 'Hematológica y extramedular'],
  ['EXTRAMEDULAR', 'Extramedular aislada'],
  ['MOLECULAR', 'Molecular / por EMR (sin recaída hematológica)'],
]);

/** catalogues.md §51 `metodo_emr_recaida`. */
export const METODO_EMR_RECAIDA = crearCatalogo([
  ['QPCR_NPM1', 'qPCR NPM1'],
  ['QPCR_FUSION', 'qPCR transcrito de fusión'],
  ['CMF', 'Citometría de flujo'],
  ['NGS', 'NGS'],
  ['OTRO', 'Otro (especificar)'],
]);

/** catalogues.md §51 `indicacion_rescate`. */
export const INDICACION_RESCATE = crearCatalogo([
  ['REFRACTARIEDAD_PRIMARIA', 'Refractariedad primaria'],
  ['PRIMERA_RECAIDA', 'Primera recaída'],
  ['SEGUNDA_RECAIDA_O_POSTERIOR', 'Segunda recaída o posterior'],
  ['RECAIDA_MOLECULAR', 'Recaída molecular (EMR)'],
  ['REFRACTARIEDAD_RESCATE', 'Refractariedad a un rescate previo'],
]);

/** catalogues.md §51 `motivo_fin_tratamiento`. */
export const MOTIVO_FIN_TRATAMIENTO = crearCatalogoConColumnas<Pick<CatalogoFila, 'nota'>>()([
  ['COMPLETADO', 'Completado según plan', {}],
  ['RECAIDA_PROGRESION', 'Recaída / progresión', {}],
  ['TOXICIDAD', 'Toxicidad', {}],
  ['MUERTE', 'Muerte', {}],
  ['DECISION_PACIENTE', 'Decisión del paciente', {}],
  ['TPH', 'Paso a trasplante', {}],
  ['FALTA_RESPUESTA', 'Falta de respuesta', {}],
  ['OTRO', 'Otro (especificar)', {}],
  ['EN_CURSO', 'En curso', { nota: 'only where `en_curso` is not a separate field' }],
]);

/** catalogues.md §51 `causa_muerte`. */
export const CAUSA_MUERTE = crearCatalogo([
  ['LMA', 'Progresión / recaída de la LMA'],
  ['INFECCION_BACTERIANA', 'Infección bacteriana'],
  ['INFECCION_FUNGICA', 'Infección fúngica'],
  ['INFECCION_VIRICA', 'Infección vírica'],
  ['INFECCION_NO_FILIADA', 'Infección de origen no filiado / otra'],
  ['HEMORRAGIA', 'Hemorragia'],
  ['TROMBOSIS', 'Trombosis / embolia'],
  ['SINDROME_DIFERENCIACION', 'Síndrome de diferenciación'],
  ['LISIS_TUMORAL', 'Síndrome de lisis tumoral / leucostasis'],
  ['TOXICIDAD_ORGANICA', 'Toxicidad orgánica del tratamiento (cardiaca, pulmonar, hepática, renal)'],
  ['EICH', 'Enfermedad injerto contra receptor'],
  ['SOS_VOD', 'Síndrome de obstrucción sinusoidal / enfermedad venooclusiva'],
  ['MAT', 'Microangiopatía trombótica asociada a TPH'],
  ['FALLO_INJERTO', 'Fallo del injerto'],
  ['SEGUNDA_NEOPLASIA', 'Segunda neoplasia'],
  ['CARDIOVASCULAR_NO_RELACIONADA', 'Causa cardiovascular no relacionada'],
  ['OTRA_NO_RELACIONADA', 'Otra causa no relacionada (especificar)'],
  ['DESCONOCIDA', 'Desconocida'],
]);

/** catalogues.md §51 `fase_muerte`. */
export const FASE_MUERTE = crearCatalogo([
  ['INDUCCION', 'Durante la inducción (antes de evaluar la respuesta)'],
  ['TRAS_FALLO_INDUCCION', 'Tras fracaso de la inducción'],
  ['EN_REMISION', 'En remisión (sin TPH)'],
  ['POST_TPH_REMISION', 'Tras TPH, sin recaída (mortalidad sin recaída)'],
  ['RECAIDA_PROGRESION', 'En recaída / progresión'],
  ['RESCATE', 'Durante tratamiento de rescate'],
  ['SIN_TRATAMIENTO_ACTIVO', 'Sin tratamiento activo (soporte/paliativo)'],
]);
