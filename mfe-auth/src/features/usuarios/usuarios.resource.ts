import type { HospitalSelect, Usuario, UsuarioAlta, UsuarioEdicion } from '@registro-lma/shared/domain';
import { ENDPOINTS, conClaveEnvio, http } from '@registro-lma/shared/http';

export const USUARIOS_URL = ENDPOINTS.usuarios;

export function obtenerUsuario(usuarioId: number): Promise<Usuario> {
  return http.get<Usuario>(`${USUARIOS_URL}/${usuarioId}`);
}

/** `claveEnvio`: the submission's Idempotency-Key; a retry of the same submission sends the same one. */
export function crearUsuario(alta: UsuarioAlta, claveEnvio: string): Promise<Usuario> {
  return http.post<Usuario>(USUARIOS_URL, alta, conClaveEnvio(claveEnvio));
}

export function actualizarUsuario(usuarioId: number, edicion: UsuarioEdicion): Promise<Usuario> {
  return http.put<Usuario>(`${USUARIOS_URL}/${usuarioId}`, edicion);
}

/** The API deactivates (activo = false); users are never deleted. */
export function desactivarUsuario(usuarioId: number): Promise<Usuario> {
  return http.delete<Usuario>(`${USUARIOS_URL}/${usuarioId}`);
}

export function listarHospitalesSelect(): Promise<HospitalSelect[]> {
  return http.get<HospitalSelect[]>(ENDPOINTS.hospitalesSelect);
}
