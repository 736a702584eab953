// The front end appends T00:00 or T00:00:00 to dates without time (data-dictionary §0.1); the date is what counts.
const FORMATO_FECHA = /^(\d{4})-(\d{2})-(\d{2})(?:T00:00(?::00)?)?$/;

/** `YYYY-MM-DD` of a real calendar day (optionally with a zero time), or null when it is not one. */
export function normalizarFechaIso(texto: string): string | null {
  const partes = FORMATO_FECHA.exec(texto.trim());
  if (!partes) return null;
  const [, anio = '', mes = '', dia = ''] = partes;
  const fecha = new Date(Date.UTC(Number(anio), Number(mes) - 1, Number(dia)));
  const esDiaReal =
    fecha.getUTCFullYear() === Number(anio) && fecha.getUTCMonth() === Number(mes) - 1 && fecha.getUTCDate() === Number(dia);
  return esDiaReal ? `${anio}-${mes}-${dia}` : null;
}

/** `YYYY-MM-DD` → `DD/MM/YYYY`, the way dates are shown and written in messages. */
export function formatearFecha(fechaIso: string): string {
  const [anio, mes, dia] = fechaIso.slice(0, 10).split('-');
  return `${dia}/${mes}/${anio}`;
}
