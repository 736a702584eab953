/** The cookie the web app keeps the session token in; the API reads it only to let a browser open /docs. */
export const TOKEN_COOKIE = 'token';
