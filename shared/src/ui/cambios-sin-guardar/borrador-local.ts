/** What a form keeps in the browser while it has unsaved changes, and when it was written. */
export interface BorradorLocal {
  readonly guardadoEn: string;
  /** As the form wrote it: the form checks the shape before using it (an older release may have written it). */
  readonly datos: unknown;
}

const PREFIJO = 'registro-lma:borrador';

/** One draft per user, screen route and record: `/registrar-paciente/12` and `/registrar-paciente` never mix. */
export function claveBorrador(usuarioId: number, ruta: string): string {
  return `${PREFIJO}:${usuarioId}:${ruta}`;
}

function esBorrador(valor: unknown): valor is BorradorLocal {
  return typeof valor === 'object' && valor !== null && 'datos' in valor && typeof (valor as { guardadoEn?: unknown }).guardadoEn === 'string';
}

// Storage may be missing or full (private windows, quotas): a draft is a convenience, never a reason to fail.
export function leerBorrador(clave: string): BorradorLocal | null {
  try {
    const texto = window.localStorage.getItem(clave);
    if (texto === null) return null;
    const leido: unknown = JSON.parse(texto);
    return esBorrador(leido) ? leido : null;
  } catch {
    return null;
  }
}

export function guardarBorrador(clave: string, datos: unknown, ahora: Date = new Date()): void {
  try {
    window.localStorage.setItem(clave, JSON.stringify({ guardadoEn: ahora.toISOString(), datos }));
  } catch (error) {
    console.warn('No se ha podido guardar el borrador local.', error);
  }
}

export function borrarBorrador(clave: string): void {
  try {
    window.localStorage.removeItem(clave);
  } catch (error) {
    console.warn('No se ha podido borrar el borrador local.', error);
  }
}
