import type { Condicion, Registro } from '../../fields/campo';

/** The codes of a multi-enum as a rule reads it (normalised list, or a raw value while typing). */
export function codigosDe(registro: Registro, campo: string): readonly string[] {
  const valor = registro[campo];
  return Array.isArray(valor) ? valor.filter((codigo): codigo is string => typeof codigo === 'string') : [];
}

export function incluye(registro: Registro, campo: string, codigo: string): boolean {
  return codigosDe(registro, campo).includes(codigo);
}

export function textoDe(registro: Registro, campo: string): string | null {
  const valor = registro[campo];
  return typeof valor === 'string' && valor.trim() !== '' ? valor.trim() : null;
}

/** Branching on one enum value. */
export const siEs =
  (campo: string, ...valores: string[]): Condicion =>
  (registro) =>
    valores.includes(registro[campo] as string);

/** Branching on one code of a multi-enum. */
export const siIncluye =
  (campo: string, ...codigos: string[]): Condicion =>
  (registro) =>
    codigos.some((codigo) => incluye(registro, campo, codigo));

/** Branching on values being entered. */
export const siPresente =
  (...campos: string[]): Condicion =>
  (registro) =>
    campos.every((campo) => registro[campo] !== undefined && registro[campo] !== null && registro[campo] !== '');
