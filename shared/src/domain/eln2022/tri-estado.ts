/**
 * Three-valued input of the ELN 2022 algorithm (eln2022-risk.md §2): true = present (T), false = absent (F),
 * null = unknown (U). Connectives follow Kleene's strong logic.
 */
export type Tri = boolean | null;

export function no(valor: Tri): Tri {
  return valor === null ? null : !valor;
}

export function y(...valores: readonly Tri[]): Tri {
  if (valores.includes(false)) return false;
  return valores.includes(null) ? null : true;
}

export function o(...valores: readonly Tri[]): Tri {
  if (valores.includes(true)) return true;
  return valores.includes(null) ? null : false;
}

/** `numero ≥ umbral`, unknown when the number is. */
export function alMenos(numero: number | null, umbral: number): Tri {
  return numero === null ? null : numero >= umbral;
}

/** `numero = valor`, unknown when the number is. */
export function igualA(numero: number | null, valor: number): Tri {
  return numero === null ? null : numero === valor;
}
