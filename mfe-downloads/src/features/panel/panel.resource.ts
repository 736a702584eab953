import type { DesenlacePanel, RespuestaAcumulacion, RespuestaCompletitud, RespuestaIndicadores, RespuestaMutaciones, RespuestaSupervivencia } from '@registro-lma/shared/domain';
import { ENDPOINTS, http } from '@registro-lma/shared/http';

/**
 * The panel's shared filters as typed: each list is comma-separated codes (centres by id), as the API's query takes
 * it; `''` = no filter. `desde`/`hasta` bound the diagnosis date (YYYY-MM-DD).
 */
export interface FiltrosPanel {
  readonly desde: string;
  readonly hasta: string;
  readonly hospitales: string;
  readonly grupo_edad: string;
  readonly entidad: string;
  readonly riesgo_eln: string;
  readonly intensidad: string;
  readonly ensayo: string;
}

export const SIN_FILTROS: FiltrosPanel = { desde: '', hasta: '', hospitales: '', grupo_edad: '', entidad: '', riesgo_eln: '', intensidad: '', ensayo: '' };

/** The query of a panel request: only the filters given, and the split. */
export function consultaPanel(filtros: FiltrosPanel, grupo: string): Record<string, string> {
  const { desde, hasta, ...listas } = filtros;
  const todos: Record<string, string> = { ...listas, fecha_diagnostico_desde: desde, fecha_diagnostico_hasta: hasta, grupo };
  return Object.fromEntries(Object.entries(todos).filter(([, valor]) => valor !== ''));
}

export function leerSupervivencia(desenlace: DesenlacePanel, grupo: string, filtros: FiltrosPanel): Promise<RespuestaSupervivencia> {
  return http.get<RespuestaSupervivencia>(ENDPOINTS.panelSupervivencia, { params: { desenlace, ...consultaPanel(filtros, grupo) } });
}

export function leerRespuesta(grupo: string, filtros: FiltrosPanel): Promise<RespuestaIndicadores> {
  return http.get<RespuestaIndicadores>(ENDPOINTS.panelRespuesta, { params: consultaPanel(filtros, grupo) });
}

export function leerAcumulacion(filtros: FiltrosPanel): Promise<RespuestaAcumulacion> {
  return http.get<RespuestaAcumulacion>(ENDPOINTS.panelAcumulacion, { params: consultaPanel(filtros, '') });
}

export function leerCompletitud(filtros: FiltrosPanel): Promise<RespuestaCompletitud> {
  return http.get<RespuestaCompletitud>(ENDPOINTS.panelCompletitud, { params: consultaPanel(filtros, '') });
}

export function leerMutaciones(vus: boolean, filtros: FiltrosPanel): Promise<RespuestaMutaciones> {
  return http.get<RespuestaMutaciones>(ENDPOINTS.panelMutaciones, { params: { vus: vus ? 'SI' : 'NO', ...consultaPanel(filtros, '') } });
}
