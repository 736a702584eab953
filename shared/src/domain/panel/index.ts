// The domain's the outcomes panel.
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
export type { GrupoIndicadores, GrupoSupervivencia, RecuentoPanel, RespuestaIndicadores, RespuestaSupervivencia } from './resultados-panel';
