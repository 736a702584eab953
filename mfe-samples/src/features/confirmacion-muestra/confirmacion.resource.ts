import type { Muestra, Registro } from '@registro-lma/shared/domain';
import { http } from '@registro-lma/shared/http';

const RUTA_MUESTRAS = '/leucemia/api/muestras';

/** A sample with its reception; the API answers 403 outside the laboratory's scope and 404 when it does not exist. */
export function obtenerMuestra(id: number): Promise<Muestra> {
  return http.get<Muestra>(`${RUTA_MUESTRAS}/${id}`);
}

/** confirmar-muestra (§5.2): records a reception (version null) or corrects it (the confirmation's version read). */
export function confirmarRecepcion(id: number, version: number | null, datos: Registro): Promise<Muestra> {
  return http.put<Muestra>(`${RUTA_MUESTRAS}/${id}/confirmacion`, { version, datos });
}
