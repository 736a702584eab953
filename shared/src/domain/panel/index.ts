export {
  AGRUPACIONES_PANEL,
  CELDA_PEQUENA,
  DESENLACE_PANEL,
  GRUPO_EDAD_PANEL,
  GRUPO_SIN_DATO,
  GRUPO_TODOS,
  MINIMO_CELDA,
  MINIMO_CURVA,
  PREFIJO_GEN_PANEL,
  type DesenlacePanel,
} from './filtros-panel';
export { CAMPOS_EMR_PRIMERA_LINEA, EMR_NEGATIVA, EMR_VALORADA } from './emr-primera-linea';
export type { GrupoIndicadores, GrupoSupervivencia, RecuentoPanel, RespuestaIndicadores, RespuestaSupervivencia } from './resultados-panel';
export { SERIE_ACUMULACION, type PuntoAcumulacion, type RespuestaAcumulacion, type SerieAcumulacion } from './acumulacion-panel';
export type { CentroCompletitud, ItemCompletitud, RespuestaCompletitud } from './completitud-panel';
export { VARIANTE_MULTIPLE, type GenMutaciones, type OncoprintMutaciones, type ParMutaciones, type RespuestaMutaciones } from './mutaciones-panel';
