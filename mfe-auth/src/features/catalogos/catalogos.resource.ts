import type { CatalogoAdmin, FilaCatalogoAdmin } from '@registro-lma/shared/domain';
import { ENDPOINTS, conClaveEnvio, http } from '@registro-lma/shared/http';

export const CATALOGOS_URL = ENDPOINTS.catalogos;

const urlCatalogo = (catalogo: string) => `${CATALOGOS_URL}/${catalogo}`;
const urlFila = (catalogo: string, codigo: string) => `${urlCatalogo(catalogo)}/${encodeURIComponent(codigo)}`;

/** The catalogue's rows, inactive ones included (the administrator sees them), with its version. */
export function obtenerCatalogo(catalogo: string): Promise<CatalogoAdmin> {
  return http.get<CatalogoAdmin>(urlCatalogo(catalogo));
}

/** `valores`: the common columns and the catalogue's own, flat; `claveEnvio` the submission's Idempotency-Key. */
export function crearFila(catalogo: string, valores: Record<string, unknown>, claveEnvio: string): Promise<FilaCatalogoAdmin> {
  return http.post<FilaCatalogoAdmin>(urlCatalogo(catalogo), valores, conClaveEnvio(claveEnvio));
}

export function modificarFila(catalogo: string, codigo: string, valores: Record<string, unknown>, version: number): Promise<FilaCatalogoAdmin> {
  return http.put<FilaCatalogoAdmin>(urlFila(catalogo, codigo), { ...valores, version });
}

/** Deactivating hides the code from new entries; existing records keep it. Reactivating offers it again. */
export function cambiarActividad(catalogo: string, fila: FilaCatalogoAdmin, activo: boolean): Promise<FilaCatalogoAdmin> {
  return http.post<FilaCatalogoAdmin>(`${urlFila(catalogo, fila.codigo)}/${activo ? 'reactivar' : 'desactivar'}`, { version: fila.version });
}

/** Only a code nothing uses can go (409 with the reason otherwise). */
export function eliminarFila(catalogo: string, fila: FilaCatalogoAdmin): Promise<null> {
  return http.delete<null>(urlFila(catalogo, fila.codigo), { version: fila.version });
}

/** The rows in the given order, with the catalogue's version read. */
export function ordenarCatalogo(catalogo: string, codigos: readonly string[], version: number): Promise<CatalogoAdmin> {
  return http.put<CatalogoAdmin>(`${urlCatalogo(catalogo)}/orden`, { codigos, version });
}
