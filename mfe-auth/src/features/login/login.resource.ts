import type { Credenciales } from '@registro-lma/shared/domain';
import { ENDPOINTS, http } from '@registro-lma/shared/http';
import { cerrarSesion, guardarToken, sessionStore, type UsuarioSesion } from '@registro-lma/shared/session';

interface RespuestaLogin {
  token: string;
}

/** Signs in: stores the token (cookie + store), then loads the signed-in user into the session store. */
export async function iniciarSesion(credenciales: Credenciales): Promise<UsuarioSesion> {
  const { token } = await http.post<RespuestaLogin>(ENDPOINTS.login, credenciales);
  guardarToken(token);
  try {
    const usuario = await http.get<UsuarioSesion>(ENDPOINTS.usuarioToken);
    sessionStore.getState().setUsuario(usuario);
    return usuario;
  } catch (error) {
    // Half a session (a token without its user) would let the shell render screens it cannot scope.
    cerrarSesion();
    throw error;
  }
}
