import { CAMPO_ARCHIVO, type Informe, type InformeConAutor, type Registro } from '@registro-lma/shared/domain';
import { ENDPOINTS, http } from '@registro-lma/shared/http';

const RUTA_INFORMES = '/leucemia/api/informes';

/** A sample's reports, also those replaced or withdrawn, by type and version, with their uploader's name. */
export function listarInformes(muestraId: number): Promise<InformeConAutor[]> {
  return http.get<InformeConAutor[]>(`${RUTA_INFORMES}/muestra/${muestraId}`);
}

/** The download of a report's PDF (authenticated: fetched as a blob and saved under its name). */
export function rutaFichero(informeId: number): string {
  return `${ENDPOINTS.ficheros}/${informeId}`;
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
  return http.post<Informe>(RUTA_INFORMES, formulario, {
    onUploadProgress: (progreso) => onProgreso(progreso.total ? progreso.loaded / progreso.total : (progreso.progress ?? 0)),
  });
}

/** Logical deletion with its reason (the uploader within 24 h, or an ADMIN). */
export function eliminarInforme(informeId: number, motivo: string): Promise<Informe> {
  return http.delete<Informe>(`${RUTA_INFORMES}/${informeId}`, { motivo });
}
