import type { Muestra, Registro } from '@registro-lma/shared/domain';
import { http, RUTAS_API } from '@registro-lma/shared/http';


/** confirmar-muestra (§5.2): records a reception (version null) or corrects it (the confirmation's version read). */
export function confirmarRecepcion(id: number, version: number | null, datos: Registro): Promise<Muestra> {
  return http.put<Muestra>(RUTAS_API.confirmacionMuestra(id), { version, datos });
}
