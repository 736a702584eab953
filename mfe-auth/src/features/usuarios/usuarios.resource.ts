import type { HospitalSelect, Usuario, UsuarioAlta, UsuarioEdicion } from '@registro-lma/shared/domain';
import { conClaveEnvio, ENDPOINTS, http, RUTAS_API } from '@registro-lma/shared/http';

export function obtenerUsuario(usuarioId: number): Promise<Usuario> {
  return http.get<Usuario>(RUTAS_API.usuario(usuarioId));
}

/** `claveEnvio`: the submission's Idempotency-Key; a retry of the same submission sends the same one. */
export function crearUsuario(alta: UsuarioAlta, claveEnvio: string): Promise<Usuario> {
  return http.post<Usuario>(ENDPOINTS.usuarios, alta, conClaveEnvio(claveEnvio));
}

export function actualizarUsuario(usuarioId: number, edicion: UsuarioEdicion): Promise<Usuario> {
  return http.put<Usuario>(RUTAS_API.usuario(usuarioId), edicion);
}

/** The API deactivates (activo = false); users are never deleted. */
export function desactivarUsuario(usuarioId: number): Promise<Usuario> {
  return http.delete<Usuario>(RUTAS_API.usuario(usuarioId));
}

export function listarHospitalesSelect(): Promise<HospitalSelect[]> {
  return http.get<HospitalSelect[]>(ENDPOINTS.hospitalesSelect);
}
