import type { AreaDescargaId, CAMPOS_OPCIONES_DESCARGA, DescargaVista, RegistroDe } from '@registro-lma/shared/domain';
import { ENDPOINTS, http, RUTAS_API } from '@registro-lma/shared/http';

/** The options of an extract as the API takes them. */
export type OpcionesDescarga = Readonly<RegistroDe<typeof CAMPOS_OPCIONES_DESCARGA>>;

export function generarDescarga(area: AreaDescargaId, opciones: OpcionesDescarga): Promise<DescargaVista> {
  return http.post<DescargaVista>(RUTAS_API.recargaDescarga(area), opciones);
}

export async function listarDescargas(): Promise<readonly DescargaVista[]> {
  return (await http.get<{ items: DescargaVista[] }>(ENDPOINTS.descargas)).items;
}

export function cancelarDescarga(descargaId: string): Promise<DescargaVista> {
  return http.post<DescargaVista>(RUTAS_API.cancelarDescarga(descargaId), {});
}
