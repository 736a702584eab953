import type { Registro } from '../../fields/campo';
import { fechaDe } from '../../fields/lectura-registro';
import type { ExpedientePaciente } from '../contexto-etapa';

export type EvaluacionEmr = { readonly fecha: string; readonly estado: unknown };

/** EMR blocks of the first-line record (data-dictionary §3.4: after cycle 1, cycle 2, and at the best non-intensive response). */
const PREFIJOS_INDUCCION = ['ind1_', 'ind2_', 'ind_mr_'] as const;

function evaluacion(registro: Registro, prefijo: string): EvaluacionEmr[] {
  const fecha = fechaDe(registro, `${prefijo}emr_fecha`);
  return fecha === null ? [] : [{ fecha, estado: registro[`${prefijo}emr_estado`] }];
}

/** Every dated MRD assessment of the patient with its stored `emr_estado` (data-dictionary §4.2, §3.9 MOLECULAR). */
export function evaluacionesEmr(expediente: ExpedientePaciente): EvaluacionEmr[] {
  const { induccion } = expediente;
  return [
    ...(induccion === null ? [] : PREFIJOS_INDUCCION.flatMap((prefijo) => evaluacion(induccion, prefijo))),
    ...expediente.consolidacion.flatMap((ciclo) => evaluacion(ciclo, 'cons_')),
    ...expediente.trasplante.flatMap((trasplante) => evaluacion(trasplante, 'tph_pre_')),
    ...expediente.seguimiento.flatMap((contacto) => evaluacion(contacto, 'seg_')),
    ...expediente.rec_res.flatMap((linea) => evaluacion(linea, 'rr_')),
  ];
}
