import type { Hospital, HospitalEntrada } from '@registro-lma/shared/domain';
import { conClaveEnvio, ENDPOINTS, http, RUTAS_API } from '@registro-lma/shared/http';

/** Deactivating answers the hospital plus warnings (A) such as «El centro tiene usuarios activos.». */
export type HospitalDesactivado = Hospital & { readonly avisos?: readonly string[] };

export function obtenerHospital(hospitalId: number): Promise<Hospital> {
  return http.get<Hospital>(RUTAS_API.hospital(hospitalId));
}

/** `claveEnvio`: the submission's Idempotency-Key; a retry of the same submission sends the same one. */
export function crearHospital(alta: HospitalEntrada, claveEnvio: string): Promise<Hospital> {
  return http.post<Hospital>(ENDPOINTS.hospitales, alta, conClaveEnvio(claveEnvio));
}

export function actualizarHospital(hospitalId: number, edicion: HospitalEntrada, version: number): Promise<Hospital> {
  return http.put<Hospital>(RUTAS_API.hospital(hospitalId), { ...edicion, version });
}

/** The API deactivates (activo = false); hospitals are never deleted. */
export function desactivarHospital(hospitalId: number): Promise<HospitalDesactivado> {
  return http.delete<HospitalDesactivado>(RUTAS_API.hospital(hospitalId));
}
