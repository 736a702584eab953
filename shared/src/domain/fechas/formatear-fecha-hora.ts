const FORMATO_MADRID = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO 8601 instant as users read it (data-dictionary §0.1 datetime): `DD/MM/AAAA HH:MM`, Europe/Madrid. */
export function formatearFechaHora(instante: string | null | undefined): string {
  if (!instante) return '—';
  const fecha = new Date(instante);
  if (Number.isNaN(fecha.getTime())) return '—';
  const partes = Object.fromEntries(FORMATO_MADRID.formatToParts(fecha).map(({ type, value }) => [type, value]));
  return `${partes.day}/${partes.month}/${partes.year} ${partes.hour}:${partes.minute}`;
}
