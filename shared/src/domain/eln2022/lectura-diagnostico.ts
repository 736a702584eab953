import type { Registro } from '../fields/campo';
import type { Tri } from './tri-estado';

// Records reach the ELN 2022 algorithm normalised (codes, numbers, lists) or raw while typing (numbers as `12,5`,
// missing keys, anything else): every value is read defensively and nothing here may throw.

/** A record as the algorithm reads it: anything that is not an object has no value at all. */
export function registroLegible(valor: unknown): Registro {
  return typeof valor === 'object' && valor !== null ? (valor as Registro) : {};
}

const NUMERO = /^[+-]?\d+(?:[.,]\d+)?$/;

/** A catalogue code (trimmed), or null when the value is not a string. */
export function codigoDe(registro: Registro, campo: string): string | null {
  const valor = registro[campo];
  if (typeof valor !== 'string') return null;
  const codigo = valor.trim();
  return codigo === '' ? null : codigo;
}

/** A finite number, also from text with `,` or `.` as decimal separator; null otherwise. */
export function numeroDe(registro: Registro, campo: string): number | null {
  const valor = registro[campo];
  if (typeof valor === 'number') return Number.isFinite(valor) ? valor : null;
  if (typeof valor !== 'string' || !NUMERO.test(valor.trim())) return null;
  return Number(valor.trim().replace(',', '.'));
}

/** A `posneg_b` field as an input: POSITIVO → T, NEGATIVO → F, anything else (not done, pending, empty) → U. */
export function posNegDe(registro: Registro, campo: string): Tri {
  const codigo = codigoDe(registro, campo);
  if (codigo === 'POSITIVO') return true;
  return codigo === 'NEGATIVO' ? false : null;
}

/** A `mutacion` field as an input: MUTADO → T, NO_MUTADO → F, anything else → U. */
export function mutacionDe(registro: Registro, campo: string): Tri {
  const codigo = codigoDe(registro, campo);
  if (codigo === 'MUTADO') return true;
  return codigo === 'NO_MUTADO' ? false : null;
}

/** The codes of a multi-enum, as a set: order and repetitions never matter. */
export function codigosDe(registro: Registro, campo: string): ReadonlySet<string> {
  const valor = registro[campo];
  if (!Array.isArray(valor)) return new Set();
  return new Set(valor.filter((codigo): codigo is string => typeof codigo === 'string').map((codigo) => codigo.trim()));
}

export type ResultadoFish = 'POSITIVO' | 'NEGATIVO' | null;

/**
 * Result of one probe in the `diagnostico_fish` rows. A positive row wins over a negative one of the same probe
 * (eln2022-risk.md §2.1: positive evidence always wins), so the answer never depends on the order of the rows.
 */
export function resultadoFish(registro: Registro, sonda: string): ResultadoFish {
  const filas = registro.diagnostico_fish;
  if (!Array.isArray(filas)) return null;
  let resultado: ResultadoFish = null;
  for (const fila of filas) {
    if (typeof fila !== 'object' || fila === null) continue;
    const { fish_sonda: filaSonda, fish_resultado: filaResultado } = fila as Registro;
    if (typeof filaSonda !== 'string' || filaSonda.trim() !== sonda || typeof filaResultado !== 'string') continue;
    const valor = filaResultado.trim();
    if (valor === 'POSITIVO') return 'POSITIVO';
    if (valor === 'NEGATIVO') resultado = 'NEGATIVO';
  }
  return resultado;
}
