import { replace, type LoaderFunctionArgs } from '@registro-lma/shared/router';
import { cerrarSesion, guardarToken, readCookie, sessionStore, TOKEN_COOKIE, type UsuarioSesion } from '@registro-lma/shared/session';
import { ENDPOINTS, http } from '@registro-lma/shared/http';
import { CAMBIAR_CONTRASENA_PATH, HOME_PATH, LOGIN_PATH } from '../routes/route-table';

interface TokenRenovado {
  token: string;
  /** A generated or administrator-reset password: the API refuses everything else until it is changed. */
  debe_cambiar_password?: boolean;
}

/** /login remembers where the user was going (`destino`, validated by the login screen). */
export function loginPathFor(url: URL): string {
  const destino = `${url.pathname}${url.search}`;
  return destino === HOME_PATH ? LOGIN_PATH : `${LOGIN_PATH}?destino=${encodeURIComponent(destino)}`;
}

async function renovarSesion(): Promise<TokenRenovado> {
  const renovado = await http.get<TokenRenovado>(ENDPOINTS.renovarToken);
  guardarToken(renovado.token);
  if (sessionStore.getState().usuario === null) {
    sessionStore.getState().setUsuario(await http.get<UsuarioSesion>(ENDPOINTS.usuarioToken));
  }
  return renovado;
}

/**
 * Runs before every navigation (spec §4, session): /login ends the session; any other route needs the token
 * cookie and renews the token before its screen renders. A failed renewal is logged by the http client. While the
 * password must be changed, every route leads to the change-password screen.
 */
export async function sessionLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  if (url.pathname === LOGIN_PATH) {
    cerrarSesion();
    return null;
  }
  if (readCookie(TOKEN_COOKIE) === null) throw replace(loginPathFor(url));
  let renovado: TokenRenovado;
  try {
    renovado = await renovarSesion();
  } catch {
    throw replace(loginPathFor(url));
  }
  if (renovado.debe_cambiar_password === true && url.pathname !== CAMBIAR_CONTRASENA_PATH) {
    throw replace(CAMBIAR_CONTRASENA_PATH);
  }
  return null;
}
