/** The registry's "today" is the calendar date in Madrid (data-dictionary §6), whatever the machine's zone. */
const ZONA_REGISTRO = 'Europe/Madrid';

const formatoIso = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONA_REGISTRO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const relojDelSistema = (): Date => new Date();
let ahora: () => Date = relojDelSistema;

/** Today as `YYYY-MM-DD` (Europe/Madrid). */
export function hoy(): string {
  return formatoIso.format(ahora());
}

/** Replaces the clock (tests, or a server that must agree on one instant). */
export function fijarReloj(nuevoAhora: () => Date): void {
  ahora = nuevoAhora;
}

export function restaurarReloj(): void {
  ahora = relojDelSistema;
}
