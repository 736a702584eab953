import type { Muestra } from '@registro-lma/shared/domain';
import { conClaveEnvio, http, RUTAS_API } from '@registro-lma/shared/http';

/** What a bulk reception sends: one date and time, and each tube with the version read when it was scanned. */
export type CuerpoRecepcionBloque = {
  readonly fecha_recepcion: string | null;
  readonly hora_recepcion: string | null;
  readonly muestras: readonly { readonly muestra_id: number; readonly version: number }[];
};

/** All the tray received, or none (the message names the tube that failed). */
export function recibirEnBloque(cuerpo: CuerpoRecepcionBloque, claveEnvio: string): Promise<Muestra[]> {
  return http.post<Muestra[]>(RUTAS_API.recepcionEnBloque(), cuerpo, conClaveEnvio(claveEnvio));
}
