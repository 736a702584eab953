import { TOKEN_COOKIE } from '../domain/admin/cookie-token';

export { TOKEN_COOKIE };
export const LISTA_COOKIE = 'lista';

/** Spec §9: session cookies live 3000 s (the token itself lasts 50 minutes). */
export const COOKIE_MAX_AGE_SECONDS = 3000;

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  const match = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  return match === undefined ? null : decodeURIComponent(match.slice(prefix.length));
}

export function writeCookie(name: string, value: string): void {
  setCookie(name, encodeURIComponent(value), COOKIE_MAX_AGE_SECONDS);
}

export function deleteCookie(name: string): void {
  setCookie(name, '', 0);
}

function setCookie(name: string, encodedValue: string, maxAgeSeconds: number): void {
  // Secure only over https: the development servers run on plain http://localhost.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodedValue}; max-age=${maxAgeSeconds}; SameSite=Strict; path=/${secure}`;
}
