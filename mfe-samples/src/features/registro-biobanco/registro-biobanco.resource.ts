import type { PacienteDeBiobanco, Registro, RegistroBiobanco } from '@registro-lma/shared/domain';
import { conClaveEnvio, http, RUTAS_API } from '@registro-lma/shared/http';

export function obtenerRegistroBiobanco(upn: string, id: number): Promise<RegistroBiobanco> {
  return http.get<RegistroBiobanco>(RUTAS_API.registroBiobanco(upn, id));
}

/** The patient of an entry: its state, consent and samples by code (what the form offers as «Muestra de origen»). */
export function obtenerPacienteDeBiobanco(upn: string): Promise<PacienteDeBiobanco> {
  return http.get<PacienteDeBiobanco>(RUTAS_API.pacienteBiobanco(upn));
}

/** `claveEnvio`: the submission's Idempotency-Key; a retry of the same submission sends the same one. */
export function crearRegistroBiobanco(upn: string, datos: Registro, claveEnvio: string): Promise<RegistroBiobanco> {
  return http.post<RegistroBiobanco>(RUTAS_API.biobancoPaciente(upn), { datos }, conClaveEnvio(claveEnvio));
}

export function actualizarRegistroBiobanco(upn: string, id: number, envio: { version: number; datos: Registro }): Promise<RegistroBiobanco> {
  return http.put<RegistroBiobanco>(RUTAS_API.registroBiobanco(upn, id), envio);
}
