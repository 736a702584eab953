import type { Muestra, Registro } from '@registro-lma/shared/domain';
import { http } from '@registro-lma/shared/http';
import { MUESTRAS_URL } from '../../comun/muestras.resource';


/** confirmar-muestra (§5.2): records a reception (version null) or corrects it (the confirmation's version read). */
export function confirmarRecepcion(id: number, version: number | null, datos: Registro): Promise<Muestra> {
  return http.put<Muestra>(`${MUESTRAS_URL}/${id}/confirmacion`, { version, datos });
}
