/** The registry's "today" is the calendar date in Madrid (data-dictionary §6), whatever the machine's zone. */
const ZONA_REGISTRO = 'Europe/Madrid';

const formatoIso = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONA_REGISTRO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const formatoHora = new Intl.DateTimeFormat('es-ES', { timeZone: ZONA_REGISTRO, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const relojDelSistema = (): Date => new Date();
let ahora: () => Date = relojDelSistema;

/** Today as `YYYY-MM-DD` (Europe/Madrid). */
export function hoy(): string {
  return formatoIso.format(ahora());
}

/** The time now as `HH:MM` (Europe/Madrid): data-dictionary §0.1 time. */
export function horaActual(): string {
  return formatoHora.format(ahora());
}

/** Replaces the clock (tests, or a server that must agree on one instant). */
export function fijarReloj(nuevoAhora: () => Date): void {
  ahora = nuevoAhora;
}

export function restaurarReloj(): void {
  ahora = relojDelSistema;
}
