/** The outcome of reading one raw input value: the normalised value (null = not answered) or the Spanish error. */
export type ResultadoValor<V> = { readonly ok: true; readonly valor: V | null } | { readonly ok: false; readonly mensaje: string };

export const valido = <V>(valor: V | null): ResultadoValor<V> => ({ ok: true, valor });

export const invalido = (mensaje: string): ResultadoValor<never> => ({ ok: false, mensaje });

/** Absent, null or blank: the field is not answered (data-dictionary §0.1: empty strings are stored as null). */
export function esVacio(valor: unknown): boolean {
  return valor === undefined || valor === null || (typeof valor === 'string' && valor.trim() === '');
}
