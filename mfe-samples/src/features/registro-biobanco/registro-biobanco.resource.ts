import type { PacienteDeBiobanco, Registro, RegistroBiobanco } from '@registro-lma/shared/domain';
import { conClaveEnvio, ENDPOINTS, http } from '@registro-lma/shared/http';

const urlPaciente = (upn: string) => `${ENDPOINTS.biobanco}/${encodeURIComponent(upn)}`;

export function obtenerRegistroBiobanco(upn: string, id: number): Promise<RegistroBiobanco> {
  return http.get<RegistroBiobanco>(`${urlPaciente(upn)}/${id}`);
}

/** The patient of an entry: its state, consent and samples by code (what the form offers as «Muestra de origen»). */
export function obtenerPacienteDeBiobanco(upn: string): Promise<PacienteDeBiobanco> {
  return http.get<PacienteDeBiobanco>(`${urlPaciente(upn)}/paciente`);
}

/** `claveEnvio`: the submission's Idempotency-Key; a retry of the same submission sends the same one. */
export function crearRegistroBiobanco(upn: string, datos: Registro, claveEnvio: string): Promise<RegistroBiobanco> {
  return http.post<RegistroBiobanco>(urlPaciente(upn), { datos }, conClaveEnvio(claveEnvio));
}

export function actualizarRegistroBiobanco(upn: string, id: number, envio: { version: number; datos: Registro }): Promise<RegistroBiobanco> {
  return http.put<RegistroBiobanco>(`${urlPaciente(upn)}/${id}`, envio);
}
