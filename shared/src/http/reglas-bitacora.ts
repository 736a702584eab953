import { RUTAS_API_ETAPAS } from '../domain/etapas/definicion-etapa';
import { ENDPOINTS, pathOf } from './endpoints';
import { RUTAS_API, SUBREGISTROS_PACIENTE } from './api-routes';

/**
 * Patient sub-records whose GET answers 404 while not filled in yet (spec §8): every stage form, the NGS result and
 * the minimum data set.
 */
export const ETAPAS_PACIENTE: readonly string[] = [...RUTAS_API_ETAPAS, ...Object.values(SUBREGISTROS_PACIENTE)];

const RUTA_ETAPA_PACIENTE = new RegExp(
  `^${RUTAS_API.etapaPaciente.plantilla.replace('{id}', '[^/]+').replace('{etapa}', `(${ETAPAS_PACIENTE.join('|')})`)}/?$`,
);

/** Spec §8: which failed calls are posted to the bitácora. */
export function debeRegistrarseEnBitacora(method: string, url: string, status: number): boolean {
  const ruta = pathOf(url);
  // The login screen reports its own failures, and a failing bitácora must not feed itself.
  if (ruta === ENDPOINTS.login || ruta === ENDPOINTS.bitacora) return false;
  return !(method.toUpperCase() === 'GET' && status === 404 && RUTA_ETAPA_PACIENTE.test(ruta));
}

/** Spec §8: a failure renewing the token or reading the signed-in user ends the session. */
export function terminaLaSesion(url: string): boolean {
  const ruta = pathOf(url);
  return ruta === ENDPOINTS.renovarToken || ruta === ENDPOINTS.usuarioToken;
}
