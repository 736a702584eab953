import { GENES_MR, type VariableEln2022 } from './variables-eln2022';

export type ClaseRiesgo = 'FAVORABLE' | 'INTERMEDIO' | 'ADVERSO';

/** Rules R2–R9 of eln2022-risk.md §3 (R1, APL, is never unknown and is applied before any completion). */
export type ReglaRiesgo = 'R2' | 'R3' | 'R4' | 'R5' | 'R6' | 'R7' | 'R8' | 'R9';

type Completacion = Readonly<Record<VariableEln2022, boolean>>;

/** One row of the decision list: what the classifier evaluates (`cumple`) and what the library's table prints. */
export type DefinicionReglaRiesgo = {
  readonly regla: ReglaRiesgo;
  readonly clase: ClaseRiesgo;
  /** The condition in Spanish, as the ELN 2022 genetic risk table of the library prints it. */
  readonly condicion: string;
  readonly cumple: (v: Completacion, otraRecurrente: boolean) => boolean;
};

const GENES_MR_TEXTO = GENES_MR.map((gen) => gen.toUpperCase()).join(', ');

/** R1 of §3: APL has its own risk model; it is decided before the list (never unknown), so it has no `cumple`. */
export const REGLA_APL = {
  regla: 'R1',
  condicion: 'Leucemia promielocítica aguda: t(15;17)/PML::RARA u otro reordenamiento de RARA',
} as const;

/** The decision list R2–R9 of eln2022-risk.md §3, in order: the first rule whose condition holds decides the class. */
export const REGLAS_RIESGO_ELN2022: readonly DefinicionReglaRiesgo[] = [
  {
    regla: 'R2',
    clase: 'FAVORABLE',
    condicion: 't(8;21)(q22;q22.1)/RUNX1::RUNX1T1 o inv(16)(p13.1q22)/t(16;16)(p13.1;q22)/CBFB::MYH11 (LMA con CBF)',
    cumple: (v) => v.CBF,
  },
  {
    regla: 'R3',
    clase: 'ADVERSO',
    condicion:
      't(6;9)/DEK::NUP214, t(v;11q23.3)/KMT2A reordenado (no PTD), t(9;22)/BCR::ABL1, t(8;16)/KAT6A::CREBBP, inv(3)/t(3;3)/t(3q26.2;v)/MECOM, ' +
      '−5/del(5q), −7, −17/abn(17p), cariotipo monosómico, o cariotipo complejo sin t(9;11) ni otra alteración recurrente',
    cumple: (v, otraRecurrente) => v.ADV_FUS_REST || v.KMT2A_OTRO || v.ADV_NUM || v.MK_RAW || (v.CK_RAW && !v.T911 && !otraRecurrente),
  },
  { regla: 'R4', clase: 'INTERMEDIO', condicion: 't(9;11)(p21.3;q23.3)/MLLT3::KMT2A', cumple: (v) => v.T911 },
  { regla: 'R5', clase: 'ADVERSO', condicion: 'TP53 mutado con VAF ≥ 10 %', cumple: (v) => v.TP53 },
  { regla: 'R6', clase: 'FAVORABLE', condicion: 'NPM1 mutado sin FLT3-ITD', cumple: (v) => v.NPM1 && !v.ITD },
  { regla: 'R7', clase: 'FAVORABLE', condicion: 'CEBPA con mutación bZIP en marco (mono- o bialélica)', cumple: (v) => v.CEBPA },
  { regla: 'R8', clase: 'ADVERSO', condicion: `Mutación en genes relacionados con mielodisplasia: ${GENES_MR_TEXTO}`, cumple: (v) => v.MR },
  {
    regla: 'R9',
    clase: 'INTERMEDIO',
    condicion: 'Cualquier otro caso (p. ej. NPM1 mutado con FLT3-ITD, FLT3-ITD sin lesiones adversas, cariotipo normal sin mutaciones que definan riesgo)',
    cumple: () => true,
  },
];

export const CLASE_DE_REGLA = Object.fromEntries(REGLAS_RIESGO_ELN2022.map(({ regla, clase }) => [regla, clase])) as Readonly<
  Record<ReglaRiesgo, ClaseRiesgo>
>;

/**
 * `decide(v)` of §3 for one completion (every input T or F): the first rule whose condition holds. OTRA_REC is never
 * unknown, so it is not part of the completion.
 */
export function decidirRiesgo(v: Completacion, otraRecurrente: boolean): ReglaRiesgo {
  return REGLAS_RIESGO_ELN2022.find((definicion) => definicion.cumple(v, otraRecurrente))?.regla ?? 'R9';
}
