/**
 * Whether a failure means the database cannot be reached right now: the request may succeed if
 * repeated in a few seconds, so it is answered 503 with Retry-After rather than 500.
 */

/** SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown, cannot connect now), 53300 (too many connections). */
const SQLSTATE_SIN_SERVICIO = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** Socket errors of the driver while connecting or talking to the server. */
const ERRORES_DE_RED = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** What pg, pg-pool and PGlite say, with no code, when the connection or the engine is gone. */
const MENSAJES_SIN_CONEXION = [
  /^Connection terminated/,
  /is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Cannot use a pool after calling end/,
  /^PGlite is clos(ed|ing)/,
];

const MAXIMO_CAUSAS = 4;

function esSinConexion(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SQLSTATE_SIN_SERVICIO.test(code) || ERRORES_DE_RED.has(code))) return true;
  return MENSAJES_SIN_CONEXION.some((patron) => patron.test(error.message));
}

/** True when the error, or one of its causes (drizzle wraps the driver's), is a lost or refused connection. */
export function esConexionPerdida(error: unknown): boolean {
  let actual: unknown = error;
  for (let profundidad = 0; profundidad <= MAXIMO_CAUSAS && actual instanceof Error; profundidad += 1) {
    if (esSinConexion(actual)) return true;
    actual = actual.cause;
  }
  return false;
}
