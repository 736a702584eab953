import type { CatalogoFila } from '../catalogues/catalogo-fila';
import type { Campo, Condicion, Referencia } from './campo';

/** borrador: missing required values allowed; completo: required enforced. Invalid values are never accepted. */
export type Modo = 'borrador' | 'completo';

type CodigoDe<F> = F extends { referencia: Referencia }
  ? number
  : F extends { catalogo: readonly CatalogoFila<infer C>[] }
    ? C
    : never;

/** The type of a present value of a field. */
export type ValorCampo<F extends Campo> = F extends { kind: 'text' | 'date' }
  ? string
  : F extends { kind: 'integer' | 'decimal' }
    ? number
    : F extends { kind: 'boolean' }
      ? boolean
      : F extends { kind: 'enum' }
        ? CodigoDe<F>
        : F extends { kind: 'multiEnum' }
          ? CodigoDe<F>[]
          : never;

type SiempreVisible<F> = F extends { visibleIf: Condicion } ? false : true;

type SiemprePresente<F, M extends Modo> =
  SiempreVisible<F> extends true
    ? F extends { default: unknown }
      ? true
      : M extends 'completo'
        ? F extends { required: 'siempre' }
          ? true
          : false
        : false
    : false;

/** A validated value: lists are never null (empty = []); other values are null when absent or hidden. */
export type SalidaCampo<F extends Campo, M extends Modo> = F extends { kind: 'multiEnum' }
  ? ValorCampo<F>
  : SiemprePresente<F, M> extends true
    ? ValorCampo<F>
    : ValorCampo<F> | null;

/** The validated record of a field list, keyed by variable name. */
export type RegistroDe<Fs extends readonly Campo[], M extends Modo = 'completo'> = {
  -readonly [F in Fs[number] as F['name']]: SalidaCampo<F, M>;
};
