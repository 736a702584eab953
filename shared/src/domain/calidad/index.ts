export { CORRIGE_POR_REGLA, PLAZOS_CALIDAD, REGLA_CALIDAD, type ReglaCalidad } from './reglas-calidad';
export { RANGOS_PLAUSIBLES, RESPUESTAS_JUSTIFICABLES, type RangoPlausible, type RespuestaJustificable } from './reglas-valores';
export type { LineaCalidad, RecuentoCalidad } from './linea-calidad';
