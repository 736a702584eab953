import { CAMPO_ARCHIVO, type Informe, type InformeConAutor, type Registro } from '@registro-lma/shared/domain';
import { ENDPOINTS, http, RUTAS_API } from '@registro-lma/shared/http';

/** A sample's reports, also those replaced or withdrawn, by type and version, with their uploader's name. */
export function listarInformes(muestraId: number): Promise<InformeConAutor[]> {
  return http.get<InformeConAutor[]>(RUTAS_API.informesMuestra(muestraId));
}

/**
 * Attaches a report PDF (multipart): the form's fields first, the file last, as the API reads them; `onProgreso`
 * receives the share sent, 0–1.
 */
export function subirInforme(campos: Registro, archivo: File, onProgreso: (enviado: number) => void): Promise<Informe> {
  const formulario = new FormData();
  for (const [nombre, valor] of Object.entries(campos)) {
    if (valor !== null && valor !== undefined && valor !== '') formulario.append(nombre, String(valor));
  }
  formulario.append(CAMPO_ARCHIVO, archivo, archivo.name);
  return http.post<Informe>(ENDPOINTS.informes, formulario, {
    onUploadProgress: (progreso) => onProgreso(progreso.total ? progreso.loaded / progreso.total : (progreso.progress ?? 0)),
  });
}

/** Logical deletion with its reason (the uploader within 24 h, or an ADMIN). */
export function eliminarInforme(informeId: number, motivo: string): Promise<Informe> {
  return http.delete<Informe>(RUTAS_API.informe(informeId), { motivo });
}
