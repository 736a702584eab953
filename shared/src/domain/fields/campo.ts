import type { CatalogoFila } from '../catalogues/catalogo-fila';
import type { MensajeSinMarcadores } from '../messages/mensajes-genericos';

/** The values of one form as its conditions see them: already normalised, hidden fields cleared. */
export type Registro = Readonly<Record<string, unknown>>;

export type Condicion = (registro: Registro) => boolean;

/** data-dictionary §0.2: «siempre», «opcional», or «si condición». */
export type Requerido = 'siempre' | 'opcional' | Condicion;

/** Entities whose rows are options of a field by their integer id (the API checks they exist and, for a patient's
 * records, that they are that patient's). */
export type Referencia = 'hospital' | 'recaida' | 'trasplante' | 'muestra_ngs';

/** Values outside this range are accepted with the warning G15 (data-dictionary §6.1 "warning when"). */
export type RangoAviso = { readonly min?: number; readonly max?: number };

/** What the pseudonymised view keeps of a value (data-dictionary §2.3, §8): the year of a date, or nothing. */
export type Seudonimo = 'anio' | 'omitido';

type CampoBase = {
  /** The data-dictionary variable: JSON key, column name and key of the error map. */
  readonly name: string;
  /** Spanish label (etiqueta). */
  readonly label: string;
  readonly required: Requerido;
  /** Branching: a hidden field is not validated and is cleared (null, or [] for lists). */
  readonly visibleIf?: Condicion;
  readonly hint?: string;
  /** Replaces G01 when the field is missing (the dictionary gives some required rules their own message). */
  readonly mensajeObligatorio?: string;
  /**
   * How LECTURA and pseudonymised exports see the value. Every text field is free text, `omitido` without saying so
   * here, unless it declares itself `conservado`: a code, a formula or a nomenclature that names nobody
   * (seudonimizacion/campos-seudonimizados.ts).
   */
  readonly seudonimo?: Seudonimo | 'conservado';
  /** data-dictionary §7: how the server computes the value, in Spanish (the codebook's `definicion_derivado`). */
  readonly definicion?: string;
};

export type CampoTexto = CampoBase & {
  readonly kind: 'text';
  readonly max: number;
  readonly min?: number;
  readonly mensajeMin?: string;
  readonly pattern?: RegExp;
  /** Message when the pattern does not match; G14 when absent. */
  readonly mensajePattern?: MensajeSinMarcadores;
  readonly minusculas?: boolean;
  /** Text is trimmed unless this is false (passwords keep their spaces). */
  readonly recortar?: boolean;
  readonly default?: string;
};

type CampoNumerico = CampoBase & {
  readonly min: number;
  readonly max: number;
  readonly unidad?: string;
  readonly avisoFuera?: RangoAviso;
  /**
   * The field holding the unit the value was typed in, when the range depends on it (creatinine, data-dictionary
   * §0.5): `min`–`max` are then the union of the units' ranges, for the API document, and the form's rule checks
   * the range of the chosen unit, so the message names that range and unit.
   */
  readonly rangoSegun?: string;
  readonly default?: number;
};

export type CampoEntero = CampoNumerico & { readonly kind: 'integer' };

export type CampoDecimal = CampoNumerico & { readonly kind: 'decimal'; readonly decimales: number };

export type CampoFecha = CampoBase & {
  readonly kind: 'date';
  /** Dates may not be later than today (G06) unless the dictionary says otherwise. */
  readonly permitirFuturo?: boolean;
  readonly default?: string;
};

export type CampoBooleano = CampoBase & { readonly kind: 'boolean'; readonly default?: boolean };

type Opciones<C extends string> =
  | { readonly catalogo: readonly CatalogoFila<C>[]; readonly referencia?: undefined }
  | { readonly referencia: Referencia; readonly catalogo?: undefined };

export type CampoEnum<C extends string = string> = CampoBase &
  Opciones<C> & { readonly kind: 'enum'; readonly default?: C | number };

export type CampoMultiEnum<C extends string = string> = CampoBase &
  Opciones<C> & {
    readonly kind: 'multiEnum';
    /** Codes that cannot be combined with any other (G16), e.g. NINGUNA. */
    readonly exclusivos?: readonly C[];
  };

export type Campo = CampoTexto | CampoEntero | CampoDecimal | CampoFecha | CampoBooleano | CampoEnum | CampoMultiEnum;

export type KindCampo = Campo['kind'];

/** A value the server computes: it always says how (data-dictionary §7). */
export type CampoCalculado = Campo & { readonly definicion: string };

/** Keeps the literal types of a descriptor (name, catalogue codes, required) so records can be typed from field lists. */
export function defineField<const F extends Campo>(campo: F): F {
  return campo;
}
