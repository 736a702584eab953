import type { CambioContrasena } from '@registro-lma/shared/domain';
import { ENDPOINTS, http } from '@registro-lma/shared/http';
import { guardarToken } from '@registro-lma/shared/session';

interface SesionNueva {
  token: string;
}

/** Changes the signed-in user's password: the API ends every session of theirs and answers a new one for this browser. */
export async function cambiarContrasena(datos: CambioContrasena): Promise<void> {
  const { token } = await http.post<SesionNueva>(ENDPOINTS.cambiarContrasena, datos);
  guardarToken(token);
}
