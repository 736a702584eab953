import type { Hospital, HospitalEntrada } from '@registro-lma/shared/domain';
import { ENDPOINTS, conClaveEnvio, http } from '@registro-lma/shared/http';

export const HOSPITALES_URL = ENDPOINTS.hospitales;

/** Deactivating answers the hospital plus warnings (A) such as «El centro tiene usuarios activos.». */
export type HospitalDesactivado = Hospital & { readonly avisos?: readonly string[] };

export function obtenerHospital(hospitalId: number): Promise<Hospital> {
  return http.get<Hospital>(`${HOSPITALES_URL}/${hospitalId}`);
}

/** `claveEnvio`: the submission's Idempotency-Key; a retry of the same submission sends the same one. */
export function crearHospital(alta: HospitalEntrada, claveEnvio: string): Promise<Hospital> {
  return http.post<Hospital>(HOSPITALES_URL, alta, conClaveEnvio(claveEnvio));
}

export function actualizarHospital(hospitalId: number, edicion: HospitalEntrada, version: number): Promise<Hospital> {
  return http.put<Hospital>(`${HOSPITALES_URL}/${hospitalId}`, { ...edicion, version });
}

/** The API deactivates (activo = false); hospitals are never deleted. */
export function desactivarHospital(hospitalId: number): Promise<HospitalDesactivado> {
  return http.delete<HospitalDesactivado>(`${HOSPITALES_URL}/${hospitalId}`);
}
