import { TOKEN_COOKIE } from '@registro-lma/shared/domain';

/** A cookie as both Playwright (`addCookies`) and CDP (`Storage.setCookies`) take it. */
export interface CookieSesion {
  name: string;
  value: string;
  url: string;
}

/**
 * The cookie a signed-in user's browser keeps (shared/src/session/cookies.ts): with it, a fresh load of a page
 * renews the session instead of sending the user to /login. `authorization` is the header cliente-api.ts answers.
 */
export function cookieDeSesion(url: string, authorization: string): CookieSesion {
  return { name: TOKEN_COOKIE, value: authorization.replace(/^Bearer /, ''), url };
}
