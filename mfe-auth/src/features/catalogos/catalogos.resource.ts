import type { CatalogoAdmin, FilaCatalogoAdmin } from '@registro-lma/shared/domain';
import { conClaveEnvio, http, RUTAS_API } from '@registro-lma/shared/http';

/** The catalogue's rows, inactive ones included (the administrator sees them), with its version. */
export function obtenerCatalogo(catalogo: string): Promise<CatalogoAdmin> {
  return http.get<CatalogoAdmin>(RUTAS_API.catalogo(catalogo));
}

/** `valores`: the common columns and the catalogue's own, flat; `claveEnvio` the submission's Idempotency-Key. */
export function crearFila(catalogo: string, valores: Record<string, unknown>, claveEnvio: string): Promise<FilaCatalogoAdmin> {
  return http.post<FilaCatalogoAdmin>(RUTAS_API.catalogo(catalogo), valores, conClaveEnvio(claveEnvio));
}

export function modificarFila(catalogo: string, codigo: string, valores: Record<string, unknown>, version: number): Promise<FilaCatalogoAdmin> {
  return http.put<FilaCatalogoAdmin>(RUTAS_API.filaCatalogo(catalogo, codigo), { ...valores, version });
}

/** Deactivating hides the code from new entries; existing records keep it. Reactivating offers it again. */
export function cambiarActividad(catalogo: string, fila: FilaCatalogoAdmin, activo: boolean): Promise<FilaCatalogoAdmin> {
  return http.post<FilaCatalogoAdmin>((activo ? RUTAS_API.reactivarFilaCatalogo : RUTAS_API.desactivarFilaCatalogo)(catalogo, fila.codigo), { version: fila.version });
}

/** Only a code nothing uses can go (409 with the reason otherwise). */
export function eliminarFila(catalogo: string, fila: FilaCatalogoAdmin): Promise<null> {
  return http.delete<null>(RUTAS_API.filaCatalogo(catalogo, fila.codigo), { version: fila.version });
}

/** The rows in the given order, with the catalogue's version read. */
export function ordenarCatalogo(catalogo: string, codigos: readonly string[], version: number): Promise<CatalogoAdmin> {
  return http.put<CatalogoAdmin>(RUTAS_API.ordenCatalogo(catalogo), { codigos, version });
}
