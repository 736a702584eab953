import { deleteCookie, LISTA_COOKIE, TOKEN_COOKIE, writeCookie } from './cookies';
import { sessionStore } from './session-store';

export function guardarToken(token: string): void {
  writeCookie(TOKEN_COOKIE, token);
  sessionStore.getState().setToken(token);
}

export function cerrarSesion(): void {
  deleteCookie(TOKEN_COOKIE);
  deleteCookie(LISTA_COOKIE);
  sessionStore.getState().clear();
}
