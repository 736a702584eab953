import type { Registro } from '../fields/campo';
import { avisosEln2022 } from './avisos-eln2022';
import { libresRelevantes, resultadosPorCompletacion, variablesLibres } from './completaciones';
import { CLASE_DE_REGLA, decidirRiesgo, type ClaseRiesgo, type ReglaRiesgo } from './decision-eln2022';
import { camposFaltanEln2022 } from './faltan-eln2022';
import { registroLegible } from './lectura-diagnostico';
import { entradasEln2022, VARIABLES_ELN2022, type EntradasEln2022, type VariableEln2022 } from './variables-eln2022';

export type ResultadoRiesgoEln2022 = {
  riesgo: 'FAVORABLE' | 'INTERMEDIO' | 'ADVERSO' | 'NO_EVALUABLE' | 'NO_APLICA';
  /** `riesgo_global_faltan`: fields to complete (§4.2 order), empty unless NO_EVALUABLE. */
  faltan: string[];
  /** `riesgo_global_avisos`: codes W01–W09 (§5), in code order. */
  avisos: string[];
};

export type EvaluacionRiesgoEln2022 = {
  readonly registro: Registro;
  readonly entradas: EntradasEln2022;
  readonly riesgo: ResultadoRiesgoEln2022['riesgo'];
  /** Rules that decide the completions of a decided class (null otherwise). */
  readonly reglas: ReadonlySet<ReglaRiesgo> | null;
  /** §4.2 relevant unknown variables (empty unless NO_EVALUABLE). */
  readonly relevantes: ReadonlySet<VariableEln2022>;
};

function enlazarKmt2a(entradas: EntradasEln2022): (asignacion: Record<VariableEln2022, boolean>) => void {
  return (asignacion) => {
    if (entradas.kmt2aEnlazado) asignacion.KMT2A_OTRO = !asignacion.T911;
  };
}

/**
 * eln2022-risk.md §3–4: APL does not apply (R1); otherwise the class that `decide` gives in every completion of the
 * unknown inputs, or NO_EVALUABLE with the unknown variables that can change it.
 */
export function evaluarRiesgoEln2022(diagnostico: Registro): EvaluacionRiesgoEln2022 {
  const registro = registroLegible(diagnostico);
  const entradas = entradasEln2022(registro);
  const base = { registro, entradas, reglas: null, relevantes: new Set<VariableEln2022>() };
  if (entradas.apl) return { ...base, riesgo: 'NO_APLICA' };
  const libres = variablesLibres(entradas.valores, VARIABLES_ELN2022, entradas.kmt2aEnlazado ? ['KMT2A_OTRO'] : []);
  const reglas = resultadosPorCompletacion(
    entradas.valores,
    libres,
    (asignacion) => decidirRiesgo(asignacion, entradas.otraRecurrente),
    enlazarKmt2a(entradas),
  );
  const clases: ClaseRiesgo[] = reglas.map((regla) => CLASE_DE_REGLA[regla]);
  const [clase] = clases;
  if (clase !== undefined && clases.every((otra) => otra === clase)) return { ...base, riesgo: clase, reglas: new Set(reglas) };
  const relevancia = libresRelevantes(clases, libres.length);
  return { ...base, riesgo: 'NO_EVALUABLE', relevantes: new Set(libres.filter((_, indice) => relevancia[indice])) };
}

/** `riesgo_global_calculado` with its missing fields and warnings (eln2022-risk.md §2–5). */
export function clasificarRiesgoEln2022(diagnostico: Registro): ResultadoRiesgoEln2022 {
  const { registro, entradas, riesgo, reglas, relevantes } = evaluarRiesgoEln2022(diagnostico);
  return { riesgo, faltan: camposFaltanEln2022(registro, relevantes), avisos: avisosEln2022(registro, entradas, reglas) };
}
