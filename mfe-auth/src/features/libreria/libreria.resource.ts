import type { DocumentoGenerado, DocumentoReferencia, VersionDocumentoReferencia } from '@registro-lma/shared/domain';
import { ENDPOINTS, http } from '@registro-lma/shared/http';

export const DOCUMENTOS_URL = ENDPOINTS.documentosReferencia;
export const GENERADOS_URL = ENDPOINTS.documentosGenerados;
/** The multipart field the upload pipeline reads. */
const CAMPO_ARCHIVO = 'archivo';

export type HistorialDocumento = DocumentoReferencia & { readonly versiones: readonly VersionDocumentoReferencia[] };
export type DocumentoGeneradoResumen = Pick<DocumentoGenerado, 'clave' | 'titulo'>;

export async function listarDocumentos(): Promise<readonly DocumentoReferencia[]> {
  return (await http.get<{ documentos: DocumentoReferencia[] }>(DOCUMENTOS_URL)).documentos;
}

export async function listarGenerados(): Promise<readonly DocumentoGeneradoResumen[]> {
  return (await http.get<{ documentos: DocumentoGeneradoResumen[] }>(GENERADOS_URL)).documentos;
}

export function obtenerHistorial(clave: string): Promise<HistorialDocumento> {
  return http.get<HistorialDocumento>(`${DOCUMENTOS_URL}/${clave}/versiones`);
}

export function obtenerGenerado(clave: string): Promise<DocumentoGenerado> {
  return http.get<DocumentoGenerado>(`${GENERADOS_URL}/${clave}`);
}

export const urlVersion = (clave: string, version: number) => `${DOCUMENTOS_URL}/${clave}/versiones/${version}/fichero`;

/** Publishes `archivo` as the next version of `clave`; `onProgreso` gets the fraction sent (0–1). */
export function subirVersion(clave: string, archivo: File, onProgreso: (fraccion: number) => void): Promise<VersionDocumentoReferencia> {
  const formulario = new FormData();
  formulario.append(CAMPO_ARCHIVO, archivo);
  return http.post<VersionDocumentoReferencia>(`${DOCUMENTOS_URL}/${clave}`, formulario, {
    onUploadProgress: (evento) => onProgreso(evento.progress ?? (evento.total ? evento.loaded / evento.total : 0)),
  });
}
