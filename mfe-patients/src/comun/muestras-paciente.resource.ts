import type { MuestraDePaciente } from '@registro-lma/shared/domain';
import { ENDPOINTS, http } from '@registro-lma/shared/http';

/** `GET /leucemia/api/muestras/paciente/{id}`: the patient's samples in the user's scope, with their lifecycle. */
export function muestrasDelPaciente(pacienteId: number): Promise<MuestraDePaciente[]> {
  return http.get<MuestraDePaciente[]>(`${ENDPOINTS.muestras}/paciente/${pacienteId}`);
}

/** Where a report's PDF is downloaded (scope checked and audited by the API). */
export function urlFicheroInforme(informeId: number): string {
  return `${ENDPOINTS.ficheros}/${informeId}`;
}
