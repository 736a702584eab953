import type { Muestra } from '@registro-lma/shared/domain';
import { http, HttpError, RUTAS_API } from '@registro-lma/shared/http';

export function mensajeCodigoDesconocido(codigo: string): string {
  return `No hay ninguna muestra con el código ${codigo}.`;
}

/** A sample by the code on its tube (what a barcode scanner types: the code and Enter). */
export function buscarMuestraPorCodigo(codigo: string): Promise<Muestra> {
  return http.get<Muestra>(RUTAS_API.muestraPorCodigo(codigo));
}

/**
 * What a scan box says when a code opens nothing. A tube of another laboratory reads as one that does not exist
 * (data-dictionary §2.3: a laboratory learns nothing of samples outside its scope); other failures say what failed.
 */
export function mensajeCodigoNoEncontrado(codigo: string, error: unknown): string {
  return error instanceof HttpError && error.status !== 404 && error.status !== 403 ? error.message : mensajeCodigoDesconocido(codigo);
}
