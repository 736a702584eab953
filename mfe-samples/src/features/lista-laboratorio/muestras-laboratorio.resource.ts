import { RUTAS } from '@registro-lma/shared/rutas';
import { ESTADOS_MUESTRA_RECIBIDA, type Muestra, type RecuentoMuestras } from '@registro-lma/shared/domain';
import { http } from '@registro-lma/shared/http';
import { urlWithQuery } from '@registro-lma/shared/ui';

/** `GET /leucemia/api/muestras`: the samples in the user's scope (a laboratory: those sent to its laboratories). */
export const RUTA_MUESTRAS = '/leucemia/api/muestras';

/** `GET /leucemia/api/muestras/recuento`: how many samples of the user's scope are in each state (`''`: every laboratory). */
export function recontarMuestras(laboratorio: string, signal: AbortSignal): Promise<RecuentoMuestras> {
  return http.get<RecuentoMuestras>(urlWithQuery(`${RUTA_MUESTRAS}/recuento`, { laboratorio }), { signal });
}

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
