import type { Registro } from '../../fields/campo';
import { fechaDe } from '../../fields/lectura-registro';
import type { ExpedientePaciente } from '../contexto-etapa';

/** A dated clinical event of the patient, named for the X21 message. */
export type FechaClinica = { readonly evento: string; readonly fecha: string };

/** Date fields of a record and the Spanish name of their event; `{n}` is the row's number (cycle, transplant…). */
type FuenteFechas = readonly (readonly [campo: string, evento: string])[];

const DIAGNOSTICO: FuenteFechas = [['mo_fecha', 'aspirado de médula ósea al diagnóstico']];

const INDUCCION: FuenteFechas = [
  ['ind1_fecha_inicio', 'inicio del ciclo 1 de inducción'],
  ['ind1_fecha_fin', 'fin del ciclo 1 de inducción'],
  ['ind1_eval_fecha', 'evaluación de la respuesta tras el ciclo 1'],
  ['ind1_emr_fecha', 'EMR tras el ciclo 1'],
  ['ind1_rec_neutrofilos_fecha', 'recuperación de neutrófilos tras el ciclo 1'],
  ['ind1_rec_plaquetas_fecha', 'recuperación de plaquetas tras el ciclo 1'],
  ['ind2_fecha_inicio', 'inicio del ciclo 2 de inducción'],
  ['ind2_fecha_fin', 'fin del ciclo 2 de inducción'],
  ['ind2_eval_fecha', 'evaluación de la respuesta tras el ciclo 2'],
  ['ind2_emr_fecha', 'EMR tras el ciclo 2'],
  ['ind_fecha_ultimo_ciclo', 'inicio del último ciclo de primera línea'],
  ['ind_fecha_mejor_respuesta', 'mejor respuesta a la primera línea'],
  ['ind_fecha_remision_ni', 'primera remisión'],
  ['ind_mr_emr_fecha', 'EMR en la mejor respuesta a la primera línea'],
];

const CONSOLIDACION: FuenteFechas = [
  ['cons_fecha_inicio', 'inicio del ciclo {n} de consolidación'],
  ['cons_fecha_fin', 'fin del ciclo {n} de consolidación'],
  ['cons_emr_fecha', 'EMR tras el ciclo {n} de consolidación'],
];

const POST_CONSOLIDACION: FuenteFechas = [
  ['pc_fecha_inicio', 'inicio de la línea {n} de mantenimiento'],
  ['pc_fecha_fin', 'fin de la línea {n} de mantenimiento'],
];

const TRASPLANTE: FuenteFechas = [
  ['tph_fecha', 'trasplante {n}'],
  ['tph_pre_emr_fecha', 'EMR antes del trasplante {n}'],
  ['tph_injerto_neutrofilos_fecha', 'injerto de neutrófilos del trasplante {n}'],
  ['tph_injerto_plaquetas_fecha', 'injerto de plaquetas del trasplante {n}'],
  ['tph_eicha_fecha', 'EICH aguda del trasplante {n}'],
  ['tph_eichc_fecha', 'EICH crónica del trasplante {n}'],
];

const SEGUIMIENTO: FuenteFechas = [
  ['seg_fecha', 'contacto de seguimiento'],
  ['seg_emr_fecha', 'EMR de seguimiento'],
];

const RECAIDA: FuenteFechas = [
  ['rec_fecha', 'recaída {n}'],
  ['rec_emr_fecha_confirmacion', 'confirmación de la recaída {n}'],
  ['rec_fecha_hematologica', 'progresión hematológica de la recaída {n}'],
];

const RESCATE: FuenteFechas = [
  ['rr_fecha_inicio', 'inicio del rescate de línea {n}'],
  ['rr_fecha_fin', 'fin del rescate de línea {n}'],
  ['rr_eval_fecha', 'evaluación de la respuesta al rescate de línea {n}'],
  ['rr_emr_fecha', 'EMR del rescate de línea {n}'],
];

function fechasDe(registro: Registro | null, fuente: FuenteFechas, campoNumero?: string): FechaClinica[] {
  if (registro === null) return [];
  const numero = campoNumero === undefined ? null : registro[campoNumero];
  const nombrar = (evento: string): string =>
    typeof numero === 'number' ? evento.replace('{n}', String(numero)) : evento.replace(' {n}', '');
  return fuente.flatMap(([campo, evento]) => {
    const fecha = fechaDe(registro, campo);
    return fecha === null ? [] : [{ evento: nombrar(evento), fecha }];
  });
}

/**
 * Every clinical date of the patient other than the death itself (data-dictionary §6 "all patient dates": treatment,
 * assessments, MRD, transplant events, relapses, follow-up), oldest first.
 */
export function fechasClinicas(expediente: ExpedientePaciente): FechaClinica[] {
  const diagnostico = expediente.paciente.fecha_diagnostico;
  return [
    ...(diagnostico === null ? [] : [{ evento: 'diagnóstico', fecha: diagnostico }]),
    ...fechasDe(expediente.diagnostico, DIAGNOSTICO),
    ...fechasDe(expediente.induccion, INDUCCION),
    ...expediente.consolidacion.flatMap((ciclo) => fechasDe(ciclo, CONSOLIDACION, 'cons_ciclo')),
    ...expediente.post_consolidacion.flatMap((linea) => fechasDe(linea, POST_CONSOLIDACION, 'pc_linea')),
    ...expediente.trasplante.flatMap((trasplante) => fechasDe(trasplante, TRASPLANTE, 'tph_num')),
    ...expediente.seguimiento.flatMap((contacto) => fechasDe(contacto, SEGUIMIENTO)),
    ...expediente.recaida.flatMap((recaida) => fechasDe(recaida, RECAIDA, 'rec_num')),
    ...expediente.rec_res.flatMap((linea) => fechasDe(linea, RESCATE, 'rr_linea')),
  ].sort((a, b) => a.fecha.localeCompare(b.fecha));
}
