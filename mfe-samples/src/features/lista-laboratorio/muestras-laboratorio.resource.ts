import { RUTAS } from '@registro-lma/shared/routes';
import { ESTADOS_MUESTRA_RECIBIDA, type Muestra, type RecuentoMuestras } from '@registro-lma/shared/domain';
import { urlWithQuery } from '@registro-lma/shared/ui';
import { http, RUTAS_API } from '@registro-lma/shared/http';

/** How many samples per state, with the list's filters but its sort and state (`''`: any). */
export function urlRecuento(filtros: Readonly<Record<string, string>>): string {
  const { orden: _orden, direccion: _direccion, estado: _estado, ...resto } = filtros;
  return urlWithQuery(RUTAS_API.recuentoMuestras(), resto);
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
