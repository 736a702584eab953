const MILISEGUNDOS_DIA = 86_400_000;

/** Midnight UTC of an ISO `YYYY-MM-DD` date: calendar arithmetic without time zones or daylight saving. */
function instanteUtc(fecha: string): number {
  return Date.UTC(Number(fecha.slice(0, 4)), Number(fecha.slice(5, 7)) - 1, Number(fecha.slice(8, 10)));
}

/** Calendar days from `desde` to `hasta` (negative when `hasta` is earlier). */
export function diasEntre(desde: string, hasta: string): number {
  return Math.round((instanteUtc(hasta) - instanteUtc(desde)) / MILISEGUNDOS_DIA);
}

/** The ISO date `dias` calendar days after (or before, when negative) `fecha`. */
export function sumarDias(fecha: string, dias: number): string {
  return new Date(instanteUtc(fecha) + dias * MILISEGUNDOS_DIA).toISOString().slice(0, 10);
}
