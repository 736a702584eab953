import type { AreaDescargaId, DescargaVista, FormatoDescarga } from '@registro-lma/shared/domain';
import { ENDPOINTS, http, RUTAS_API } from '@registro-lma/shared/http';

/** The options of an extract as the API takes them (CAMPOS_OPCIONES_DESCARGA). */
export type OpcionesDescarga = {
  readonly formato: FormatoDescarga;
  readonly incluir_etiquetas: boolean;
  readonly seudonimizado: boolean;
  readonly hospitales: readonly number[];
  readonly estados: readonly string[];
  readonly fecha_diagnostico_desde: string | null;
  readonly fecha_diagnostico_hasta: string | null;
  readonly ensayo: string | null;
};

export function generarDescarga(area: AreaDescargaId, opciones: OpcionesDescarga): Promise<DescargaVista> {
  return http.post<DescargaVista>(RUTAS_API.recargaDescarga(area), opciones);
}

export async function listarDescargas(): Promise<readonly DescargaVista[]> {
  return (await http.get<{ items: DescargaVista[] }>(ENDPOINTS.descargas)).items;
}

export function cancelarDescarga(descargaId: string): Promise<DescargaVista> {
  return http.post<DescargaVista>(RUTAS_API.cancelarDescarga(descargaId), {});
}
