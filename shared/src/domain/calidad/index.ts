// The domain's data-quality worklist: its rules, their deadlines and its lines.
export { CORRIGE_POR_REGLA, PLAZOS_CALIDAD, REGLA_CALIDAD, type ReglaCalidad } from './reglas-calidad';
export type { LineaCalidad, RecuentoCalidad } from './linea-calidad';
