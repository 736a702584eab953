import type { ResumenEtapas } from '@registro-lma/shared/domain';
import { http, RUTAS_API } from '@registro-lma/shared/http';

/** Every stage's status, why a stage cannot start yet and the patient's records. */
export function obtenerResumenEtapas(pacienteId: number): Promise<ResumenEtapas> {
  return http.get<ResumenEtapas>(RUTAS_API.etapasPaciente(pacienteId));
}
