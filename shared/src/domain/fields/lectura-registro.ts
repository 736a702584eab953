import { normalizarFechaIso } from '../fechas/fecha-iso';
import type { Registro } from './campo';

/**
 * A date of a form as a rule reads it: `YYYY-MM-DD`, or null when absent or not a date. Rules run on normalised
 * records (API, whole-form validation) and on the raw values of a form being typed (one input's live state).
 */
export function fechaDe(registro: Registro, campo: string): string | null {
  const valor = registro[campo];
  return typeof valor === 'string' ? normalizarFechaIso(valor) : null;
}

export function estaVacio(registro: Registro, campo: string): boolean {
  const valor = registro[campo];
  return valor === undefined || valor === null || valor === '';
}
