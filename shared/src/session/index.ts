export { TOKEN_COOKIE, LISTA_COOKIE, COOKIE_MAX_AGE_SECONDS, readCookie, writeCookie, deleteCookie } from './cookies';
export { sessionStore, type SessionState } from './session-store';
export { useSession } from './use-session';
export { guardarToken, cerrarSesion } from './session-actions';
export type { UsuarioSesion } from '../domain/admin/esquemas-usuario';
