/**
 * Reads answered 503 (the database is out of reach for a moment) are repeated a few times, honouring
 * the server's Retry-After, within a bounded total wait; writes never are: the user decides to save again.
 */
export const INTENTOS_LECTURA = 3;
export const ESPERA_TOTAL_MAXIMA_MS = 10_000;
/** When a 503 comes without a usable Retry-After. */
const ESPERA_POR_DEFECTO_MS = 1_000;

export interface FalloDeLectura {
  method: string;
  status: number;
  /** The Retry-After header: seconds, or an HTTP date. */
  retryAfter: string | undefined;
  /** Attempts made so far (1 after the first answer). */
  intento: number;
  /** Milliseconds already waited for this request. */
  esperadoMs: number;
  ahoraMs: number;
}

function esperaDeRetryAfter(valor: string | undefined, ahoraMs: number): number {
  if (valor === undefined || valor.trim() === '') return ESPERA_POR_DEFECTO_MS;
  const segundos = Number(valor);
  if (Number.isFinite(segundos)) return Math.max(0, segundos * 1_000);
  const fecha = Date.parse(valor);
  return Number.isNaN(fecha) ? ESPERA_POR_DEFECTO_MS : Math.max(0, fecha - ahoraMs);
}

/** Milliseconds to wait before repeating the request, or null when it must fail now. */
export function esperaAntesDeRepetir(fallo: FalloDeLectura): number | null {
  if (fallo.method.toUpperCase() !== 'GET' || fallo.status !== 503 || fallo.intento >= INTENTOS_LECTURA) return null;
  const espera = esperaDeRetryAfter(fallo.retryAfter, fallo.ahoraMs);
  return fallo.esperadoMs + espera > ESPERA_TOTAL_MAXIMA_MS ? null : espera;
}
