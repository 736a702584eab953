import type { Registro } from '../fields/campo';
import { codigoDe } from './lectura-diagnostico';
import { evaluarRiesgoEln2022 } from './riesgo-eln2022';
import { GENES_MR, type VariableEln2022 } from './variables-eln2022';

const TEXTO_VARIABLE: Readonly<Record<Exclude<VariableEln2022, 'TP53' | 'MR'>, string>> = {
  CBF: 'cariotipo o estudio de RUNX1::RUNX1T1 / CBFB::MYH11',
  T911: 'cariotipo o compañero del reordenamiento de KMT2A',
  KMT2A_OTRO: 'cariotipo o compañero del reordenamiento de KMT2A',
  ADV_FUS_REST: 'cariotipo (o estudio de DEK::NUP214, BCR::ABL1, MECOM)',
  ADV_NUM: 'cariotipo (o FISH de 5q, 7 y 17p)',
  CK_RAW: 'cariotipo',
  MK_RAW: 'cariotipo',
  NPM1: 'NPM1',
  ITD: 'FLT3-ITD',
  CEBPA: 'CEBPA (tipo de mutación)',
};

function texto(diagnostico: Registro, variable: VariableEln2022): string {
  if (variable === 'TP53') return codigoDe(diagnostico, 'tp53') === 'MUTADO' ? 'VAF de TP53' : 'TP53';
  if (variable !== 'MR') return TEXTO_VARIABLE[variable];
  const genes = GENES_MR.filter((gen) => !['MUTADO', 'NO_MUTADO'].includes(codigoDe(diagnostico, gen) ?? ''));
  return `genes relacionados con mielodisplasia: ${genes.map((gen) => gen.toUpperCase()).join(', ')}`;
}

/**
 * eln2022-risk.md §4.2: «Riesgo ELN 2022 no evaluable. Faltan: {lista}.» with the display text of each relevant
 * variable, in the table's order and without repetitions; null when the risk is evaluable. Items are separated by
 * `; ` because the list of MR genes has its own commas.
 */
export function mensajeRiesgoNoEvaluable(diagnostico: Registro): string | null {
  const { registro, riesgo, relevantes } = evaluarRiesgoEln2022(diagnostico);
  if (riesgo !== 'NO_EVALUABLE') return null;
  const textos = [...relevantes].map((variable) => texto(registro, variable));
  return `Riesgo ELN 2022 no evaluable. Faltan: ${[...new Set(textos)].join('; ')}.`;
}
