import type { Registro } from '../fields/campo';
import type { ReglaRiesgo } from './decision-eln2022';
import { codigoDe, numeroDe } from './lectura-diagnostico';
import { o } from './tri-estado';
import type { EntradasEln2022 } from './variables-eln2022';

export type CodigoAvisoEln2022 = 'W01' | 'W02' | 'W03' | 'W04' | 'W05' | 'W06' | 'W07' | 'W08' | 'W09';

/** eln2022-risk.md §5: the Spanish text shown in the form for each code of `riesgo_global_avisos`. */
export const MENSAJES_AVISO_ELN2022: Readonly<Record<CodigoAvisoEln2022, string>> = {
  W01: 'LMA-CBF con alteración adversa concurrente: ELN 2022 no contempla esta combinación y el registro asigna «Favorable». Revise el riesgo.',
  W02: 'CEBPA bZIP in-frame con FLT3-ITD: combinación no definida explícitamente por ELN 2022; se asigna «Favorable». Revise el riesgo.',
  W03: 'La t(9;11) prevalece sobre las mutaciones adversas concurrentes (ELN 2022).',
  W04: 'El ratio alélico de FLT3-ITD no interviene en la clasificación ELN 2022.',
  W05: 'Cariotipo normal con menos de 20 metafases analizadas: el resultado puede no ser representativo.',
  W06: 'TP53 mutado con VAF < 10 %: no se considera de riesgo adverso en ELN 2022.',
  W07: 'Las mutaciones de genes relacionados con mielodisplasia no modifican el riesgo favorable de NPM1 mutado sin FLT3-ITD.',
  W08: 'NPM1 mutado con FLT3-ITD y mutación de gen relacionado con mielodisplasia: se asigna «Adverso» (la excepción solo aplica a subtipos favorables). Revise el riesgo.',
  W09: 'TP53 mutado (VAF ≥ 10 %) con NPM1 o CEBPA bZIP: se asigna «Adverso». Revise el riesgo.',
};

function menorQue(numero: number | null, umbral: number): boolean {
  return numero !== null && numero < umbral;
}

/**
 * §5 warnings, in code order. Conditions on inputs need them present (T), not unknown. `reglas` are the rules that
 * decide the completions when the class is decided (null when it is not): W02, W08 and W09 name the rule that
 * decided, and they are raised when that rule decides in at least one completion, since the interpretation they flag
 * is then part of the result.
 */
export function avisosEln2022(
  diagnostico: Registro,
  entradas: EntradasEln2022,
  reglas: ReadonlySet<ReglaRiesgo> | null,
): CodigoAvisoEln2022[] {
  const v = entradas.valores;
  const fusionAdversa = o(v.ADV_FUS_REST, v.KMT2A_OTRO);
  const tp53Mutado = codigoDe(diagnostico, 'tp53') === 'MUTADO';
  const condiciones: Record<CodigoAvisoEln2022, boolean> = {
    W01: v.CBF === true && (v.TP53 === true || v.ADV_NUM === true || fusionAdversa === true),
    W02: v.CEBPA === true && v.ITD === true && reglas?.has('R7') === true,
    W03: v.T911 === true && (v.TP53 === true || v.MR === true),
    W04: numeroDe(diagnostico, 'flt3_itd_ratio') !== null,
    W05: codigoDe(diagnostico, 'cg_resultado') === 'NORMAL' && menorQue(numeroDe(diagnostico, 'cg_n_metafases'), 20),
    W06: tp53Mutado && menorQue(numeroDe(diagnostico, 'tp53_vaf_pct'), 10),
    W07: v.NPM1 === true && v.ITD === false && v.MR === true,
    W08: v.NPM1 === true && v.ITD === true && v.MR === true && reglas?.has('R8') === true,
    W09: v.TP53 === true && (v.NPM1 === true || v.CEBPA === true) && reglas?.has('R5') === true,
  };
  return (Object.keys(condiciones) as CodigoAvisoEln2022[]).filter((codigo) => condiciones[codigo]);
}
