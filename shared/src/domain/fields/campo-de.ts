import type { Campo } from './campo';

/** The descriptor called `name` in a field list, typed as that field; a missing name is a programming error. */
export function campoDe<const Fs extends readonly Campo[], N extends Fs[number]['name']>(campos: Fs, name: N): Extract<Fs[number], { name: N }> {
  const campo = campos.find((candidato): candidato is Extract<Fs[number], { name: N }> => candidato.name === name);
  if (!campo) throw new Error(`Falta el campo ${name}`);
  return campo;
}
