import type { Muestra } from '@registro-lma/shared/domain';
import { conClaveEnvio, http } from '@registro-lma/shared/http';
import { MUESTRAS_URL } from '../../comun/muestras.resource';

/** What a bulk reception sends: one date and time, and each tube with the version read when it was scanned. */
export type CuerpoRecepcionBloque = {
  readonly fecha_recepcion: string | null;
  readonly hora_recepcion: string | null;
  readonly muestras: readonly { readonly muestra_id: number; readonly version: number }[];
};

/** `POST /muestras/recepcion-en-bloque`: all the tray received, or none (the message names the tube that failed). */
export function recibirEnBloque(cuerpo: CuerpoRecepcionBloque, claveEnvio: string): Promise<Muestra[]> {
  return http.post<Muestra[]>(`${MUESTRAS_URL}/recepcion-en-bloque`, cuerpo, conClaveEnvio(claveEnvio));
}
