import { ENDPOINTS, http } from '@registro-lma/shared/http';
import { cerrarSesion } from '@registro-lma/shared/session';
import { borrarTodosLosBorradores } from '@registro-lma/shared/ui';

/**
 * «Cerrar sesión»: the API ends the session (no token of it works again, anywhere), then this browser forgets it
 * and every form draft it kept. Opening /login alone only forgets the token: a draft survives an expired session.
 */
export async function salirDeLaSesion(): Promise<void> {
  try {
    await http.post(ENDPOINTS.cerrarSesion);
  } catch {
    // An expired or already revoked token: the server holds no session to end.
  }
  borrarTodosLosBorradores();
  cerrarSesion();
}
