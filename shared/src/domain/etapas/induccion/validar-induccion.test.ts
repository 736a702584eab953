import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fijarReloj, restaurarReloj } from '../../fechas/reloj';
import type { Registro } from '../../fields/campo';
import type { Modo } from '../../fields/registro-de';
import type { ContextoEtapa } from '../contexto-etapa';
import { validarEtapa } from '../validar-etapa';
import { ETAPA_INDUCCION } from './etapa-induccion';
import { contextoInduccion, DIAGNOSTICO_INDUCCION, induccionIntensivaValida, induccionNoIntensivaValida, SEGUNDO_CICLO } from './induccion-valida.fixture';

beforeEach(() => fijarReloj(() => new Date('2024-12-31T12:00:00Z')));
afterEach(restaurarReloj);

function validar(registro: Registro, modo: Modo = 'completo', contexto: ContextoEtapa = contextoInduccion()) {
  return validarEtapa(ETAPA_INDUCCION, registro, modo, contexto);
}
function errores(registro: Registro, modo: Modo = 'completo', contexto?: ContextoEtapa): Record<string, string> {
  const resultado = validar(registro, modo, contexto);
  return resultado.ok ? {} : resultado.errores;
}
function avisos(registro: Registro, contexto?: ContextoEtapa): Record<string, string> {
  const resultado = validar(registro, 'completo', contexto);
  if (!resultado.ok) throw new Error(JSON.stringify(resultado.errores));
  return resultado.avisos;
}
function datos(registro: Registro, modo: Modo = 'completo'): Registro {
  const resultado = validar(registro, modo);
  if (!resultado.ok) throw new Error(JSON.stringify(resultado.errores));
  return resultado.data;
}

const G01 = 'Este campo es obligatorio.';
/** Cycle 1 assessed as no response (40 % blasts, blasts in blood), which the calculation agrees with. */
const SIN_RESPUESTA_C1 = { ind1_eval_mo_blastos_pct: 40, ind1_eval_sp_blastos: 'SI', ind1_eval_respuesta: 'SIN_RESPUESTA' };

describe('registros válidos', () => {
  it('a complete intensive induction, with or without a second course, passes without warnings', () => {
    expect(validar(induccionIntensivaValida())).toMatchObject({ ok: true, avisos: {} });
    expect(validar(induccionIntensivaValida(SEGUNDO_CICLO))).toMatchObject({ ok: true, avisos: {} });
  });

  it('a complete non-intensive first line passes without warnings', () => {
    expect(validar(induccionNoIntensivaValida())).toMatchObject({ ok: true, avisos: {} });
  });
});

describe('ramificación', () => {
  it('without an intention only the intention is asked for; support only keeps its observations', () => {
    expect(errores({})).toEqual({ intencion_tratamiento: G01 });
    const soporte = datos(induccionIntensivaValida({ intencion_tratamiento: 'SOLO_SOPORTE', soporte_observaciones: 'Hidroxiurea' }));
    expect(soporte).toMatchObject({
      soporte_observaciones: 'Hidroxiurea',
      ensayo_induccion: null,
      ind1_esquema: null,
      ind1_eval_respuesta: null,
      ind1_emr_cmf_resultado: null,
      ind2_realizada: null,
      ind_mejor_respuesta: null,
    });
    expect(datos(induccionIntensivaValida({ soporte_observaciones: 'x' })).soporte_observaciones).toBeNull();
  });

  it('a treated patient needs the scheme, the start and the trial (NINGUNO by default)', () => {
    expect(errores(induccionIntensivaValida({ ind1_esquema: null, ind1_fecha_inicio: null }))).toEqual({ ind1_esquema: G01, ind1_fecha_inicio: G01 });
    expect(datos(induccionIntensivaValida({ ensayo_induccion: null })).ensayo_induccion).toBe('NINGUNO');
  });

  it('«Otro esquema» is asked for OTRO and ENSAYO_OTRO only', () => {
    expect(errores(induccionIntensivaValida({ ind1_esquema: 'ENSAYO_OTRO' }))).toEqual({ ind1_esquema_otro: 'Especifique el valor en el campo «Otro».' });
    expect(datos(induccionIntensivaValida({ ind1_esquema_otro: '7+3 modificado' })).ind1_esquema_otro).toBeNull();
  });

  it('MRD after cycle 1 only after a response without blasts', () => {
    const sinRespuesta = datos(induccionIntensivaValida({ ...SIN_RESPUESTA_C1, ind_mejor_respuesta: 'SIN_RESPUESTA' }));
    expect([sinRespuesta.ind1_emr_fecha, sinRespuesta.ind1_emr_cmf_resultado]).toEqual([null, null]);
  });

  it('intensive only: count recovery and the second-course question, required once cycle 1 is assessed', () => {
    expect(errores(induccionIntensivaValida({ ind2_realizada: null }))).toEqual({ ind2_realizada: G01 });
    expect(errores(induccionIntensivaValida({ ind2_realizada: null, ind1_eval_respuesta: null }))).toEqual({ ind1_eval_respuesta: G01 });
    const noIntensiva = datos(induccionNoIntensivaValida({ ind1_rec_neutrofilos_fecha: '2024-02-15', ind2_realizada: 'SI', ...SEGUNDO_CICLO }));
    expect([noIntensiva.ind1_rec_neutrofilos_fecha, noIntensiva.ind2_realizada, noIntensiva.ind2_esquema]).toEqual([null, null, null]);
  });

  it('a second course asks for its reason, scheme, start and assessment', () => {
    expect(errores(induccionIntensivaValida({ ind2_realizada: 'SI' }))).toEqual({
      ind2_motivo: G01,
      ind2_esquema: G01,
      ind2_fecha_inicio: G01,
      ind2_eval_fecha: G01,
      ind2_eval_mo_realizada: G01,
      ind2_eval_sp_blastos: G01,
      ind2_eval_neutrofilos: G01,
      ind2_eval_plaquetas: G01,
      ind2_eval_respuesta: G01,
    });
  });

  it('non-intensive only: the summary of cycles and an entered best response', () => {
    expect(errores(induccionNoIntensivaValida({ ind_n_ciclos: null, ind_en_curso: null, ind_mejor_respuesta: null, ind_fecha_mejor_respuesta: null }))).toEqual({
      ind_n_ciclos: G01,
      ind_en_curso: G01,
      ind_mejor_respuesta: G01,
      ind_fecha_mejor_respuesta: G01,
    });
    const intensiva = datos(induccionIntensivaValida({ ind_n_ciclos: 4, ind_fecha_mejor_respuesta: '2024-03-01' }));
    expect([intensiva.ind_n_ciclos, intensiva.ind_fecha_mejor_respuesta]).toEqual([null, null]);
    expect(validar(induccionIntensivaValida({ ind_mejor_respuesta: null })).ok).toBe(true);
  });

  it('the end of a non-intensive line asks for its last cycle and reason', () => {
    expect(errores(induccionNoIntensivaValida({ ind_fecha_ultimo_ciclo: null, ind_motivo_fin: null }))).toEqual({
      ind_fecha_ultimo_ciclo: G01,
      ind_motivo_fin: G01,
    });
    const enCurso = datos(induccionNoIntensivaValida({ ind_en_curso: 'SI', ind_fecha_ultimo_ciclo: null }));
    expect(enCurso.ind_motivo_fin).toBeNull();
    expect(errores(induccionNoIntensivaValida({ ind_motivo_fin: 'EN_CURSO' }))).toEqual({ ind_motivo_fin: 'Seleccione un valor de la lista.' });
  });

  it('the first remission and the MRD at best response only for a composite remission', () => {
    expect(errores(induccionNoIntensivaValida({ ind_fecha_remision_ni: null }))).toEqual({ ind_fecha_remision_ni: G01 });
    const noEvaluable = { ind1_eval_mo_realizada: 'NO', ind1_eval_respuesta: 'NO_EVALUABLE', ind_mejor_respuesta: 'RP' };
    const sinRemision = datos(induccionNoIntensivaValida(noEvaluable));
    expect([sinRemision.ind_fecha_remision_ni, sinRemision.ind_mr_emr_fecha, sinRemision.ind_mr_emr_cmf_resultado]).toEqual([null, null, null]);
  });
});

describe('reglas de la línea y de los ciclos', () => {
  it('warns when an intensive line is given to a patient not considered a candidate', () => {
    const noCandidato = contextoInduccion({ diagnostico: { ...DIAGNOSTICO_INDUCCION, candidato_intensivo: 'NO' } });
    expect(avisos(induccionIntensivaValida(), noCandidato)).toEqual({
      intencion_tratamiento: 'El paciente no se consideró candidato a tratamiento intensivo.',
    });
  });

  it('X35: the trial must be one of the patient’s, from its inclusion', () => {
    expect(errores(induccionIntensivaValida({ ensayo_induccion: 'LAMVYX' }))).toEqual({
      ensayo_induccion: 'El paciente no consta como incluido en este ensayo en esa fecha.',
    });
    const conEnsayo = contextoInduccion({ paciente: { ensayos: [{ ensayo: 'LAMVYX', fecha_inclusion: '2024-01-18' }] } });
    expect(validar(induccionIntensivaValida({ ensayo_induccion: 'LAMVYX' }), 'completo', conEnsayo).ok).toBe(true);
  });

  it('the scheme must match the intention; «Otro» schemes fit both', () => {
    const mensaje = 'El esquema seleccionado no corresponde a la intención de tratamiento indicada.';
    expect(errores(induccionIntensivaValida({ ind1_esquema: 'AZA' }), 'borrador')).toEqual({ ind1_esquema: mensaje });
    expect(errores(induccionNoIntensivaValida({ ind1_esquema: 'IDA_ARAC_3_7' }))).toEqual({ ind1_esquema: mensaje });
    expect(errores(induccionIntensivaValida({ ...SEGUNDO_CICLO, ind2_esquema: 'LDAC' }))).toEqual({ ind2_esquema: mensaje });
    expect(validar(induccionNoIntensivaValida({ ind1_esquema: 'OTRO', ind1_esquema_otro: 'Esquema local' })).ok).toBe(true);
  });

  it('X33: a targeted scheme without its target at diagnosis is a warning', () => {
    expect(avisos(induccionIntensivaValida({ ind1_esquema: 'ANTRA_ARAC_QUIZARTINIB' }))).toEqual({
      ind1_esquema: 'El esquema incluye quizartinib, pero no consta la alteración diana (FLT3-ITD). Revise.',
    });
  });

  it('X04: induction not before diagnosis (E) and warned when it starts more than 60 days later (A)', () => {
    expect(errores(induccionIntensivaValida({ ind1_fecha_inicio: '2024-01-14' }))).toEqual({
      ind1_fecha_inicio: 'El inicio de la inducción no puede ser anterior a la fecha de diagnóstico (15/01/2024).',
    });
    const tardia = (inicio: string) =>
      induccionIntensivaValida({
        ind1_fecha_inicio: inicio,
        ind1_fecha_fin: '2024-03-22',
        ind1_eval_fecha: '2024-04-16',
        ind1_emr_fecha: '2024-04-16',
        ind1_rec_neutrofilos_fecha: '2024-04-10',
        ind1_rec_plaquetas_fecha: '2024-04-12',
      });
    expect(avisos(tardia('2024-03-16'))).toEqual({
      ind1_fecha_inicio: 'La inducción comienza más de 60 días después del diagnóstico. Compruebe las fechas.',
    });
    expect(avisos(tardia('2024-03-15'))).toEqual({});
  });

  it('G10 on the start of the induction', () => {
    const fallecido = contextoInduccion({ muerte: { muerte_fecha: '2024-01-19' } });
    expect(errores(induccionIntensivaValida(), 'borrador', fallecido).ind1_fecha_inicio).toBe(
      'El paciente falleció el 19/01/2024: no se pueden registrar datos con fecha posterior.',
    );
  });

  it('G11 and the six-week warning on the end of a cycle', () => {
    expect(errores(induccionIntensivaValida({ ind1_fecha_fin: '2024-01-19' }))).toEqual({
      ind1_fecha_fin: 'La fecha de fin no puede ser anterior a la fecha de inicio.',
    });
    expect(avisos(induccionIntensivaValida({ ind1_fecha_fin: '2024-03-03' }))).toEqual({ ind1_fecha_fin: 'Duración del ciclo superior a 6 semanas.' });
    expect(avisos(induccionIntensivaValida({ ind1_fecha_fin: '2024-03-02' }))).toEqual({});
    expect(avisos(induccionIntensivaValida({ ...SEGUNDO_CICLO, ind2_fecha_fin: '2024-04-08' }))).toEqual({
      ind2_fecha_fin: 'Duración del ciclo superior a 6 semanas.',
    });
  });

  it('count recovery must follow the start of the cycle', () => {
    const mensaje = 'La recuperación debe ser posterior al inicio del ciclo.';
    expect(errores(induccionIntensivaValida({ ind1_rec_neutrofilos_fecha: '2024-01-20', ind1_rec_plaquetas_fecha: '2024-01-16' }))).toEqual({
      ind1_rec_neutrofilos_fecha: mensaje,
      ind1_rec_plaquetas_fecha: mensaje,
    });
  });

  it('X07: the second course starts after the first (E), warned under 14 days (A)', () => {
    expect(errores(induccionIntensivaValida({ ...SEGUNDO_CICLO, ind2_fecha_inicio: '2024-01-20' }))).toEqual({
      ind2_fecha_inicio: 'El segundo ciclo de inducción debe comenzar después del primero.',
    });
    expect(avisos(induccionIntensivaValida({ ...SEGUNDO_CICLO, ind2_fecha_inicio: '2024-01-30' }))).toEqual({
      ind2_fecha_inicio: 'Menos de 14 días entre ciclos de inducción.',
      ind1_eval_fecha: 'La evaluación del ciclo 1 es posterior al inicio del ciclo 2.',
    });
  });

  it('X08: the assessment of cycle 2 follows its start (E); cycle 1 assessed after cycle 2 started (A)', () => {
    expect(errores(induccionIntensivaValida({ ...SEGUNDO_CICLO, ind2_eval_fecha: '2024-02-24' }))).toEqual({
      ind2_eval_fecha: 'La fecha de evaluación de la respuesta no puede ser anterior al inicio del tratamiento.',
    });
    expect(avisos(induccionIntensivaValida({ ...SEGUNDO_CICLO, ind2_fecha_inicio: '2024-02-19', ind2_fecha_fin: '2024-02-25' }))).toEqual({
      ind1_eval_fecha: 'La evaluación del ciclo 1 es posterior al inicio del ciclo 2.',
    });
  });

  it('X05 on the assessment after cycle 1, and the block rules are wired', () => {
    expect(errores(induccionIntensivaValida({ ind1_eval_fecha: '2024-01-19', ind1_emr_fecha: '2024-01-19' }))).toMatchObject({
      ind1_eval_fecha: 'La fecha de evaluación de la respuesta no puede ser anterior al inicio del tratamiento.',
    });
    expect(errores(induccionIntensivaValida({ ind1_eval_respuesta: 'RCI', ind_mejor_respuesta: 'RCI' }))).toEqual({
      ind1_eval_respuesta_justificacion:
        'La respuesta seleccionada (RC con recuperación hematológica incompleta (RCi)) no coincide con la calculada según ELN 2022 (Remisión completa (RC)). Justifique la diferencia.',
    });
    expect(errores(induccionNoIntensivaValida({ ind_mr_emr_fecha: '2024-01-10' }))).toEqual({
      ind_mr_emr_fecha: 'La fecha no puede ser anterior a la fecha de diagnóstico (15/01/2024).',
    });
  });
});
