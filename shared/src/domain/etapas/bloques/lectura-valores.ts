import type { Registro } from '../../fields/campo';

/**
 * A code or text of a record as a rule reads it: rules also run on raw values while typing, so anything that is
 * not a non-empty string counts as absent.
 */
export function textoDe(registro: Registro | null | undefined, campo: string): string | null {
  const valor = registro?.[campo];
  return typeof valor === 'string' && valor !== '' ? valor : null;
}

/** A number of a record, or null when absent or not yet a number (raw text while typing). */
export function numeroDe(registro: Registro | null | undefined, campo: string): number | null {
  const valor = registro?.[campo];
  return typeof valor === 'number' && Number.isFinite(valor) ? valor : null;
}
