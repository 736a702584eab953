import { RUTAS } from '@registro-lma/shared/rutas';
import { ESTADOS_MUESTRA_RECIBIDA, type Muestra } from '@registro-lma/shared/domain';
import { http } from '@registro-lma/shared/http';

/** `GET /leucemia/api/muestras`: the samples in the user's scope (a laboratory: those sent to its laboratories). */
export const RUTA_MUESTRAS = '/leucemia/api/muestras';

/** A sample by the code on its tube (what a barcode scanner types). */
export function buscarMuestraPorCodigo(codigo: string): Promise<Muestra> {
  return http.get<Muestra>(`${RUTA_MUESTRAS}/codigo/${encodeURIComponent(codigo)}`);
}

/** Where the laboratory works on a sample: its reception until it is received, then its reports. */
export function rutaDeTrabajo(muestra: Pick<Muestra, 'muestra_id' | 'estado'>): string {
  return ESTADOS_MUESTRA_RECIBIDA.includes(muestra.estado)
    ? RUTAS.subirInforme.href({ id: muestra.muestra_id })
    : RUTAS.confirmarMuestra.href({ id: muestra.muestra_id });
}
