import { sumarDias } from '@registro-lma/shared/domain';
import { ensayoDe, type Curso } from './curso-demo';
import { emr, evaluacion, REMISIONES, respuestaEnRemision, respuestaSinRemision, type Respuesta } from './evaluacion-demo';
import type { PerfilGenetico } from './geneticas-demo';
import type { Fila } from './historia-demo';

export function recaida(curso: Curso, fecha: string, perfil: PerfilGenetico): Fila {
  const { azar } = curso;
  curso.marcar(fecha);
  return {
    rec_fecha: fecha,
    rec_tipo: 'HEMATOLOGICA',
    rec_mo_realizada: 'SI',
    rec_mo_blastos_pct: azar.decimal(12, 85, 1),
    rec_sp_blastos_pct: azar.decimal(0, 40, 1),
    rec_flt3_itd: perfil.flt3 || azar.si(0.1) ? 'POSITIVO' : 'NEGATIVO',
    rec_flt3_tkd: 'NEGATIVO',
    rec_idh1: 'NO_MUTADO',
    rec_idh2: 'NO_MUTADO',
    ...(azar.si(0.8) ? { rec_cariotipo: perfil.registro.cg_resultado, rec_cariotipo_iscn: perfil.registro.cg_formula_iscn } : { rec_cariotipo: 'NO_REALIZADO' }),
  };
}

/** A rescue line: its record, the remission it reached (if any) and when it ends. */
export function rescate(curso: Curso, linea: 1 | 2, indicacion: string, recaidaId: number | null, inicio: string, intensivo: boolean, flt3: boolean, basal: number, perfil: PerfilGenetico) {
  const { azar, paciente } = curso;
  const esquema = intensivo ? (perfil.registro.flt3_itd === 'POSITIVO' ? 'FLAG_IDA_QUIZARTINIB' : azar.elegir(['FLAG_IDA', 'MEC', 'HIDAC'])) : flt3 ? 'GILTERITINIB' : azar.elegir(['AZA_VEN', 'LDAC', 'AZA']);
  const fechaEval = curso.dias(inicio, 28, 40);
  const evaluada = curso.cabe(fechaEval);
  // A line is recorded once assessed, or when the patient died before the assessment.
  if (!evaluada && !(curso.muerte !== null && curso.cabe(inicio))) return null;
  const remite = evaluada && azar.si(intensivo ? 0.4 : 0.25);
  const respuesta: Respuesta = remite ? respuestaEnRemision(azar) : respuestaSinRemision(azar);
  const fin = sumarDias(inicio, intensivo ? 6 : 56);
  const terminada = curso.cabe(fin) && evaluada;
  const registro: Fila = {
    rr_linea: linea,
    rr_indicacion: indicacion,
    ...(recaidaId === null ? {} : { rr_recaida_id: recaidaId }),
    rr_esquema: esquema,
    rr_ensayo: ensayoDe(paciente, inicio),
    rr_fecha_inicio: inicio,
    rr_n_ciclos: intensivo ? 1 : 2,
    rr_en_curso: terminada ? 'NO' : 'SI',
    ...(terminada ? { rr_fecha_fin: fin, rr_motivo_fin: remite ? 'COMPLETADO' : 'FALTA_RESPUESTA' } : {}),
    ...(evaluada ? evaluacion(curso, 'rr_', fechaEval, respuesta, basal) : { rr_eval_respuesta: 'MUERTE_ANTES_EVALUACION' }),
    ...(evaluada && REMISIONES.includes(respuesta) ? emr(curso, 'rr_', fechaEval, perfil, azar.si(0.4)) : {}),
    rr_tph_posterior: 'NO',
  };
  curso.marcar(inicio, evaluada ? fechaEval : null, terminada ? fin : null);
  return { registro, remision: remite ? fechaEval : null, fin: evaluada ? fechaEval : inicio, evaluada };
}
