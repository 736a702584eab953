import type { ResumenEtapas } from '@registro-lma/shared/domain';
import { http } from '@registro-lma/shared/http';
import { PACIENTES_URL } from './pacientes.resource';

/** `GET /pacientes/{id}/etapas`: every stage's status, why a stage cannot start yet and the patient's records. */
export function rutaResumenEtapas(pacienteId: number): string {
  return `${PACIENTES_URL}/${pacienteId}/etapas`;
}

export function obtenerResumenEtapas(pacienteId: number): Promise<ResumenEtapas> {
  return http.get<ResumenEtapas>(rutaResumenEtapas(pacienteId));
}
