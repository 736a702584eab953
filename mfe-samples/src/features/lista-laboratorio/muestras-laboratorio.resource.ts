import { RUTAS } from '@registro-lma/shared/rutas';
import { ESTADOS_MUESTRA_RECIBIDA, type Muestra, type RecuentoMuestras } from '@registro-lma/shared/domain';
import { http } from '@registro-lma/shared/http';
import { urlWithQuery } from '@registro-lma/shared/ui';

/** `GET /leucemia/api/muestras`: the samples in the user's scope (a laboratory: those sent to its laboratories). */
export const RUTA_MUESTRAS = '/leucemia/api/muestras';

/** `GET /leucemia/api/muestras/recuento` with the list's filters but its sort and state (`''`: any). */
export function urlRecuento(filtros: Readonly<Record<string, string>>): string {
  const { orden: _orden, direccion: _direccion, estado: _estado, ...resto } = filtros;
  return urlWithQuery(`${RUTA_MUESTRAS}/recuento`, resto);
}

/** How many samples of the user's scope matching the list's filters are in each state. */
export function recontarMuestras(url: string, signal: AbortSignal): Promise<RecuentoMuestras> {
  return http.get<RecuentoMuestras>(url, { signal });
}

/** Where the laboratory works on a sample: its reception until it is received, then its reports. */
export function rutaDeTrabajo(muestra: Pick<Muestra, 'muestra_id' | 'estado'>): string {
  return ESTADOS_MUESTRA_RECIBIDA.includes(muestra.estado)
    ? RUTAS.subirInforme.href({ id: muestra.muestra_id })
    : RUTAS.confirmarMuestra.href({ id: muestra.muestra_id });
}
