/** What a form keeps in the browser while it has unsaved changes, and when it was written. */
export interface BorradorLocal {
  readonly guardadoEn: string;
  /** As the form wrote it: the form checks the shape before using it (an older release may have written it). */
  readonly datos: unknown;
}

const PREFIJO = 'registro-lma:borrador';

/** A draft older than this is dropped at start-up: stale clinical data should not linger on a shared computer. */
export const VIGENCIA_BORRADOR_MS = 7 * 24 * 60 * 60 * 1000;

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

function clavesDeBorradores(): string[] {
  const claves: string[] = [];
  for (let i = 0; i < window.localStorage.length; i += 1) {
    const clave = window.localStorage.key(i);
    if (clave?.startsWith(`${PREFIJO}:`)) claves.push(clave);
  }
  return claves;
}

function caducado(clave: string, ahora: Date): boolean {
  const borrador = leerBorrador(clave);
  const guardado = borrador === null ? Number.NaN : Date.parse(borrador.guardadoEn);
  return Number.isNaN(guardado) || ahora.getTime() - guardado > VIGENCIA_BORRADOR_MS;
}

/** Removes the drafts older than `VIGENCIA_BORRADOR_MS`, and any unreadable one. */
export function purgarBorradoresCaducados(ahora: Date = new Date()): void {
  try {
    for (const clave of clavesDeBorradores()) {
      if (caducado(clave, ahora)) window.localStorage.removeItem(clave);
    }
  } catch (error) {
    console.warn('No se han podido purgar los borradores locales.', error);
  }
}

/** Removes every draft of every user of this browser (sign-out). */
export function borrarTodosLosBorradores(): void {
  try {
    for (const clave of clavesDeBorradores()) window.localStorage.removeItem(clave);
  } catch (error) {
    console.warn('No se han podido borrar los borradores locales.', error);
  }
}
