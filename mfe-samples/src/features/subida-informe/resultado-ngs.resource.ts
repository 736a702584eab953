import type { MuestraNgs, Registro } from '@registro-lma/shared/domain';
import { http, RUTAS_API } from '@registro-lma/shared/http';

/** The NGS results (with their variants) of the patient's samples the user may see. */
export function resultadosNgs(pacienteId: number): Promise<MuestraNgs[]> {
  return http.get<MuestraNgs[]>(RUTAS_API.muestraNgsPaciente(pacienteId));
}

/** Records (version null) or corrects (the version read) the NGS result of one sample; the variants are replaced whole. */
export function guardarResultadoNgs(pacienteId: number, muestraId: number, version: number | null, datos: Registro): Promise<MuestraNgs> {
  return http.put<MuestraNgs>(RUTAS_API.muestraNgsPaciente(pacienteId), { muestra_id: muestraId, version, datos });
}
