import { replace, type LoaderFunctionArgs } from '@registro-lma/shared/router';
import { cerrarSesion, guardarToken, readCookie, sessionStore, TOKEN_COOKIE, type UsuarioSesion } from '@registro-lma/shared/session';
import { ENDPOINTS, http } from '@registro-lma/shared/http';
import { HOME_PATH, LOGIN_PATH } from '../routes/route-table';

interface TokenRenovado {
  token: string;
}

/** /login remembers where the user was going (`destino`, validated by the login screen). */
export function loginPathFor(url: URL): string {
  const destino = `${url.pathname}${url.search}`;
  return destino === HOME_PATH ? LOGIN_PATH : `${LOGIN_PATH}?destino=${encodeURIComponent(destino)}`;
}

async function renovarSesion(): Promise<void> {
  const { token } = await http.get<TokenRenovado>(ENDPOINTS.renovarToken);
  guardarToken(token);
  if (sessionStore.getState().usuario === null) {
    sessionStore.getState().setUsuario(await http.get<UsuarioSesion>(ENDPOINTS.usuarioToken));
  }
}

/**
 * Runs before every navigation (spec §4, session): /login ends the session; any other route needs the token
 * cookie and renews the token before its screen renders. A failed renewal is logged by the http client.
 */
export async function sessionLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  if (url.pathname === LOGIN_PATH) {
    cerrarSesion();
    return null;
  }
  if (readCookie(TOKEN_COOKIE) === null) throw replace(loginPathFor(url));
  try {
    await renovarSesion();
  } catch {
    throw replace(loginPathFor(url));
  }
  return null;
}
