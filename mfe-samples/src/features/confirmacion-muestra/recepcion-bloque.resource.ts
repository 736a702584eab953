import type { CuerpoRecepcionBloque, Muestra } from '@registro-lma/shared/domain';
import { conClaveEnvio, http, RUTAS_API } from '@registro-lma/shared/http';

/** All the tray received, or none (the message names the tube that failed). */
export function recibirEnBloque(cuerpo: CuerpoRecepcionBloque, claveEnvio: string): Promise<Muestra[]> {
  return http.post<Muestra[]>(RUTAS_API.recepcionEnBloque(), cuerpo, conClaveEnvio(claveEnvio));
}
