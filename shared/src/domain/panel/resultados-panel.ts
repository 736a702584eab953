import type { CELDA_PEQUENA, DesenlacePanel } from './filtros-panel';

/** A count of patients: a number, or «<5» for a user who may not see small numbers (§7, LECTURA). */
export type RecuentoPanel = number | typeof CELDA_PEQUENA;

/** One Kaplan–Meier curve of `GET /panel/supervivencia`; times in days. */
export interface GrupoSupervivencia {
  grupo: string;
  etiqueta: string;
  n: RecuentoPanel;
  eventos: RecuentoPanel;
  mediana_dias: number | null;
  mediana_li: number | null;
  mediana_ls: number | null;
  curva: { t: number; n_riesgo: RecuentoPanel; eventos: RecuentoPanel; censurados: RecuentoPanel; s: number; li: number | null; ls: number | null }[] | null;
  estimaciones: { t: number; s: number; li: number | null; ls: number | null }[] | null;
}

/** The answer of `GET /panel/supervivencia` (the API's `supervivenciaSchema`). */
export interface RespuestaSupervivencia {
  desenlace: DesenlacePanel;
  grupo: string;
  grupos: GrupoSupervivencia[];
  log_rank_p: number | null;
  calculado_en: string;
}

/** One group of `GET /panel/respuesta`: each indicator's x of n with Wilson's 95 % interval. */
export interface GrupoIndicadores {
  grupo: string;
  etiqueta: string;
  n: RecuentoPanel;
  indicadores: { indicador: string; etiqueta: string; n: RecuentoPanel; x: RecuentoPanel; proporcion: number | null; li: number | null; ls: number | null }[];
}

/** The answer of `GET /panel/respuesta` (the API's `respuestaSchema`). */
export interface RespuestaIndicadores {
  grupo: string;
  grupos: GrupoIndicadores[];
  metodo_ic: 'wilson';
  calculado_en: string;
}
