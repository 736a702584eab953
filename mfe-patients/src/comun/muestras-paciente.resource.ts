import type { MuestraDePaciente } from '@registro-lma/shared/domain';
import { http, RUTAS_API } from '@registro-lma/shared/http';

/** `GET /leucemia/api/muestras/paciente/{id}`: the patient's samples in the user's scope, with their lifecycle. */
export function muestrasDelPaciente(pacienteId: number): Promise<MuestraDePaciente[]> {
  return http.get<MuestraDePaciente[]>(RUTAS_API.muestrasPaciente(pacienteId));
}
