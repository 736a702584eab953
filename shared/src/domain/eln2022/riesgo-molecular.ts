import type { RIESGO_MOLECULAR } from '../catalogues/riesgo';
import type { Registro } from '../fields/campo';
import { resultadosPorCompletacion, variablesLibres } from './completaciones';
import { registroLegible } from './lectura-diagnostico';
import { entradasEln2022, type VariableEln2022 } from './variables-eln2022';

type CodigoRiesgoMolecular = (typeof RIESGO_MOLECULAR)[number]['codigo'];

type VariableMolecular = Extract<VariableEln2022, 'TP53' | 'NPM1' | 'ITD' | 'CEBPA' | 'MR'>;

const VARIABLES_MOLECULARES: readonly VariableMolecular[] = ['TP53', 'NPM1', 'ITD', 'CEBPA', 'MR'];

/** The decision of eln2022-risk.md §6 for one completion (APL is applied before). */
function decidirMolecular(v: Readonly<Record<VariableMolecular, boolean>>): CodigoRiesgoMolecular {
  if (v.TP53) return 'ADVERSO';
  if (v.NPM1 && !v.ITD) return 'FAVORABLE';
  if (v.CEBPA) return 'FAVORABLE';
  if (v.MR) return 'ADVERSO';
  return 'INTERMEDIO';
}

/** `riesgo_molecular_calculado` (§6): the molecular component alone, with the completion semantics of §4.1. */
export function calcularRiesgoMolecular(diagnostico: Registro): CodigoRiesgoMolecular {
  const entradas = entradasEln2022(registroLegible(diagnostico));
  if (entradas.apl) return 'NO_APLICA';
  const valores = Object.fromEntries(VARIABLES_MOLECULARES.map((variable) => [variable, entradas.valores[variable]])) as Record<
    VariableMolecular,
    boolean | null
  >;
  const resultados = resultadosPorCompletacion(valores, variablesLibres(valores, VARIABLES_MOLECULARES), decidirMolecular);
  const [primero] = resultados;
  return primero !== undefined && resultados.every((resultado) => resultado === primero) ? primero : 'NO_EVALUABLE';
}
