import type { DocumentoGenerado, DocumentoReferencia, VersionDocumentoReferencia } from '@registro-lma/shared/domain';
import { ENDPOINTS, http, RUTAS_API } from '@registro-lma/shared/http';

/** The multipart field the upload pipeline reads. */
const CAMPO_ARCHIVO = 'archivo';

export type HistorialDocumento = DocumentoReferencia & { readonly versiones: readonly VersionDocumentoReferencia[] };
export type DocumentoGeneradoResumen = Pick<DocumentoGenerado, 'clave' | 'titulo'>;

export async function listarDocumentos(): Promise<readonly DocumentoReferencia[]> {
  return (await http.get<{ documentos: DocumentoReferencia[] }>(ENDPOINTS.documentosReferencia)).documentos;
}

export async function listarGenerados(): Promise<readonly DocumentoGeneradoResumen[]> {
  return (await http.get<{ documentos: DocumentoGeneradoResumen[] }>(ENDPOINTS.documentosGenerados)).documentos;
}

export function obtenerHistorial(clave: string): Promise<HistorialDocumento> {
  return http.get<HistorialDocumento>(RUTAS_API.versionesDocumentoReferencia(clave));
}

export function obtenerGenerado(clave: string): Promise<DocumentoGenerado> {
  return http.get<DocumentoGenerado>(RUTAS_API.documentoGenerado(clave));
}

/** Publishes `archivo` as the next version of `clave`; `onProgreso` gets the fraction sent (0–1). */
export function subirVersion(clave: string, archivo: File, onProgreso: (fraccion: number) => void): Promise<VersionDocumentoReferencia> {
  const formulario = new FormData();
  formulario.append(CAMPO_ARCHIVO, archivo);
  return http.post<VersionDocumentoReferencia>(RUTAS_API.documentoReferencia(clave), formulario, {
    onUploadProgress: (evento) => onProgreso(evento.progress ?? (evento.total ? evento.loaded / evento.total : 0)),
  });
}
