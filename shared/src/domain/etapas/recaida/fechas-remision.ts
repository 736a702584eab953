import { esRemisionCompuesta } from '../../eln2022/resultados-paciente';
import type { Registro } from '../../fields/campo';
import { fechaDe } from '../../fields/lectura-registro';
import type { ExpedientePaciente } from '../contexto-etapa';

/** First-line assessments that can document a composite remission: (date, response). */
const EVALUACIONES_INDUCCION = [
  ['ind1_eval_fecha', 'ind1_eval_respuesta'],
  ['ind2_eval_fecha', 'ind2_eval_respuesta'],
  // Non-intensive first line: the best response is entered, with the date of the first remission.
  ['ind_fecha_remision_ni', 'ind_mejor_respuesta'],
] as const;

function fechaSiRemision(registro: Registro, campoFecha: string, campoRespuesta: string): string[] {
  const fecha = fechaDe(registro, campoFecha);
  return fecha !== null && esRemisionCompuesta(registro[campoRespuesta]) ? [fecha] : [];
}

/**
 * Dates of every documented composite remission (RC, RCh, RCi) of the patient, ascending: first-line assessments
 * and the best response of each rescue line (data-dictionary §6 X16, X17, X34).
 */
export function fechasRemision(expediente: ExpedientePaciente): string[] {
  const { induccion } = expediente;
  const primeraLinea =
    induccion === null ? [] : EVALUACIONES_INDUCCION.flatMap(([fecha, respuesta]) => fechaSiRemision(induccion, fecha, respuesta));
  const rescates = expediente.rec_res.flatMap((linea) => fechaSiRemision(linea, 'rr_eval_fecha', 'rr_eval_respuesta'));
  return [...primeraLinea, ...rescates].sort();
}
