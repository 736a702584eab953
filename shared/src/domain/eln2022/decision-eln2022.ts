import type { VariableEln2022 } from './variables-eln2022';

export type ClaseRiesgo = 'FAVORABLE' | 'INTERMEDIO' | 'ADVERSO';

/** Rules R2–R9 of eln2022-risk.md §3 (R1, APL, is never unknown and is applied before any completion). */
export type ReglaRiesgo = 'R2' | 'R3' | 'R4' | 'R5' | 'R6' | 'R7' | 'R8' | 'R9';

export const CLASE_DE_REGLA: Readonly<Record<ReglaRiesgo, ClaseRiesgo>> = {
  R2: 'FAVORABLE',
  R3: 'ADVERSO',
  R4: 'INTERMEDIO',
  R5: 'ADVERSO',
  R6: 'FAVORABLE',
  R7: 'FAVORABLE',
  R8: 'ADVERSO',
  R9: 'INTERMEDIO',
};

/**
 * `decide(v)` of §3 for one completion (every input T or F): the first rule whose condition holds. OTRA_REC is never
 * unknown, so it is not part of the completion.
 */
export function decidirRiesgo(v: Readonly<Record<VariableEln2022, boolean>>, otraRecurrente: boolean): ReglaRiesgo {
  if (v.CBF) return 'R2';
  const complejo = v.CK_RAW && !v.T911 && !otraRecurrente;
  if (v.ADV_FUS_REST || v.KMT2A_OTRO || v.ADV_NUM || v.MK_RAW || complejo) return 'R3';
  if (v.T911) return 'R4';
  if (v.TP53) return 'R5';
  if (v.NPM1 && !v.ITD) return 'R6';
  if (v.CEBPA) return 'R7';
  if (v.MR) return 'R8';
  return 'R9';
}
