import type { DocumentoReferencia } from '@registro-lma/shared/domain';
import { ENDPOINTS, http } from '@registro-lma/shared/http';

/** A screen links several documents: one request serves every link for this long. */
const VIGENCIA_MS = 60_000;

let lista: { readonly promesa: Promise<readonly DocumentoReferencia[]>; readonly desde: number } | null = null;

/** The reference documents with their version in force, shared by every link of the screen (a failure is not kept). */
export function documentosReferencia(): Promise<readonly DocumentoReferencia[]> {
  if (lista === null || Date.now() - lista.desde > VIGENCIA_MS) {
    const promesa = http.get<{ documentos: DocumentoReferencia[] }>(ENDPOINTS.documentosReferencia).then((respuesta) => respuesta.documentos);
    lista = { promesa, desde: Date.now() };
    promesa.catch(() => {
      if (lista?.promesa === promesa) lista = null;
    });
  }
  return lista.promesa;
}

/** Forgets the list: the next link asks again (after a new version is published). */
export function olvidarDocumentosReferencia(): void {
  lista = null;
}
