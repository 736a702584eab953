import type { Registro } from '../../fields/campo';

/**
 * The values of one block of a record under the block's own names (data-dictionary §4): `ind1_eval_fecha` →
 * `eval_fecha` for `sinPrefijo(registro, 'ind1_', 'eval_')`. Other keys are left out.
 */
export function sinPrefijo(registro: Registro, prefijo: string, bloque: 'eval_' | 'emr_'): Registro {
  const inicio = `${prefijo}${bloque}`;
  return Object.fromEntries(
    Object.entries(registro)
      .filter(([clave]) => clave.startsWith(inicio))
      .map(([clave, valor]) => [clave.slice(prefijo.length), valor]),
  );
}
