import { describe, expect, it } from '@jest/globals';
import { SI_NO } from '../../catalogues/si-no';
import { defineField, type Registro } from '../../fields/campo';
import { normalizarRegistro } from '../../fields/normalizar-registro';
import type { Modo } from '../../fields/registro-de';
import { contextoDe } from '../expediente.fixture';
import { camposEmr } from './bloque-emr';
import { calculadosEval, camposEval, derivarEval, reglasEval } from './bloque-eval';
import { RESPUESTA_EMR } from './respuesta-emr';

const CAMPOS = [
  defineField({ kind: 'enum', name: 'tratado', label: 'Tratado', catalogo: SI_NO, required: 'siempre' }),
  defineField({ kind: 'date', name: 'ind1_fecha_inicio', label: 'Inicio', required: 'siempre' }),
  ...camposEval('ind1_', (registro) => registro.tratado === 'SI'),
  ...camposEmr('ind1_'),
];
const REGLAS = reglasEval('ind1_', {
  campoInicio: 'ind1_fecha_inicio',
  basal: (_registro, { expediente }) => ({ blastos: 60, emd: expediente.diagnostico?.emd_diagnostico === 'SI' }),
});

/** ELN 2022 fixture R-1: a complete remission. */
const VALIDA: Registro = {
  tratado: 'SI',
  ind1_fecha_inicio: '2024-01-20',
  ind1_eval_fecha: '2024-02-20',
  ind1_eval_mo_realizada: 'SI',
  ind1_eval_mo_blastos_pct: 2,
  ind1_eval_mo_valorable: 'SI',
  ind1_eval_sp_blastos: 'NO',
  ind1_eval_emd: 'NO',
  ind1_eval_neutrofilos: 1.5,
  ind1_eval_plaquetas: 150,
  ind1_eval_respuesta: 'RC',
};
const CONTEXTO = contextoDe({ diagnostico: { emd_diagnostico: 'NO' } });
const CON_MUERTE = contextoDe({ diagnostico: { emd_diagnostico: 'NO' }, muerte: { muerte_fecha: '2024-02-01' } });

function validar(cambios: Registro, modo: Modo = 'completo', contexto = CONTEXTO) {
  return normalizarRegistro(CAMPOS, { ...VALIDA, ...cambios }, modo, { reglas: REGLAS, contexto });
}

const DISTINTA =
  'La respuesta seleccionada (RC con recuperación hematológica parcial (RCh)) no coincide con la calculada según ELN 2022 (Remisión completa (RC)). Justifique la diferencia.';

describe('campos del bloque EVAL', () => {
  it('names every variable with the prefix and the dictionary labels', () => {
    expect(camposEval('ind1_').map((campo) => [campo.name, campo.label])).toEqual([
      ['ind1_eval_fecha', 'Fecha de la evaluación'],
      ['ind1_eval_mo_realizada', '¿Médula ósea en la evaluación?'],
      ['ind1_eval_mo_blastos_pct', 'Blastos en médula ósea'],
      ['ind1_eval_mo_valorable', 'Médula valorable (≥ 200 células o celularidad ≥ 10 %)'],
      ['ind1_eval_sp_blastos', 'Blastos en sangre periférica'],
      ['ind1_eval_emd', 'Enfermedad extramedular presente'],
      ['ind1_eval_neutrofilos', 'Neutrófilos'],
      ['ind1_eval_plaquetas', 'Plaquetas'],
      ['ind1_eval_respuesta', 'Respuesta'],
      ['ind1_eval_respuesta_justificacion', 'Justificación de la diferencia'],
    ]);
    expect(calculadosEval('rr_').map((campo) => [campo.name, campo.label])).toEqual([
      ['rr_eval_respuesta_calculada', 'Respuesta calculada (ELN 2022)'],
      ['rr_eval_respuesta_emr', 'Respuesta con calificador de EMR'],
    ]);
  });

  it('a valid complete assessment passes without warnings', () => {
    expect(validar({})).toMatchObject({ errores: {}, avisos: {} });
  });

  it('a hidden block is cleared and not required', () => {
    const { datos, errores } = validar({ tratado: 'NO', ind1_eval_fecha: null });
    expect(errores).toEqual({});
    expect(datos.ind1_eval_respuesta).toBeNull();
  });

  it('a completed visible block requires its fields', () => {
    expect(validar({ ind1_eval_fecha: null, ind1_eval_sp_blastos: null, ind1_eval_neutrofilos: null, ind1_eval_respuesta: null }).errores).toEqual({
      ind1_eval_fecha: 'Este campo es obligatorio.',
      ind1_eval_sp_blastos: 'Este campo es obligatorio.',
      ind1_eval_neutrofilos: 'Este campo es obligatorio.',
      ind1_eval_respuesta: 'Este campo es obligatorio.',
    });
  });

  it('without marrow the blasts and the valorability are hidden; with marrow they are required', () => {
    const sinMedula = validar({ ind1_eval_mo_realizada: 'NO', ind1_eval_sp_blastos: 'SI', ind1_eval_respuesta: 'SIN_RESPUESTA' });
    expect(sinMedula.errores).toEqual({});
    expect([sinMedula.datos.ind1_eval_mo_blastos_pct, sinMedula.datos.ind1_eval_mo_valorable]).toEqual([null, null]);
    expect(validar({ ind1_eval_mo_blastos_pct: null, ind1_eval_mo_valorable: null }).errores).toEqual({
      ind1_eval_mo_blastos_pct: 'Este campo es obligatorio.',
      ind1_eval_mo_valorable: 'Este campo es obligatorio.',
    });
  });

  it('a death before the assessment hides every other field of the block', () => {
    const { datos, errores } = validar({ ind1_eval_respuesta: 'MUERTE_ANTES_EVALUACION', ind1_eval_fecha: null, ind1_eval_neutrofilos: null }, 'completo', CON_MUERTE);
    expect(errores).toEqual({});
    expect([datos.ind1_eval_mo_realizada, datos.ind1_eval_plaquetas, datos.ind1_eval_respuesta]).toEqual([null, null, 'MUERTE_ANTES_EVALUACION']);
  });

  it('platelets above 1000 ×10⁹/L are a G15 warning', () => {
    expect(validar({ ind1_eval_plaquetas: 1200 }).avisos).toEqual({
      ind1_eval_plaquetas: 'Valor poco habitual (1200 ×10⁹/L). Compruebe que es correcto.',
    });
  });
});

describe('reglas del bloque EVAL', () => {
  it('X05: not before the start of the line (E), a warning before day 14 (A)', () => {
    expect(validar({ ind1_eval_fecha: '2024-01-19' }).errores).toEqual({
      ind1_eval_fecha: 'La fecha de evaluación de la respuesta no puede ser anterior al inicio del tratamiento.',
    });
    expect(validar({ ind1_eval_fecha: '2024-02-02' }).avisos).toEqual({ ind1_eval_fecha: 'Evaluación de la respuesta antes del día 14 del ciclo.' });
    expect(validar({ ind1_eval_fecha: '2024-02-03' }).avisos).toEqual({});
  });

  it('G09 and G10 on the assessment date', () => {
    expect(validar({ ind1_fecha_inicio: '2024-01-01', ind1_eval_fecha: '2024-01-14' }).errores).toEqual({
      ind1_eval_fecha: 'La fecha no puede ser anterior a la fecha de diagnóstico (15/01/2024).',
    });
    expect(validar({}, 'completo', CON_MUERTE).errores).toEqual({
      ind1_eval_fecha: 'El paciente falleció el 01/02/2024: no se pueden registrar datos con fecha posterior.',
    });
  });

  it('a death before the assessment needs the death record', () => {
    const muerte = { ind1_eval_respuesta: 'MUERTE_ANTES_EVALUACION' };
    expect(validar(muerte, 'borrador').errores).toEqual({ ind1_eval_respuesta: 'Registre primero el fallecimiento.' });
    expect(validar(muerte, 'completo', CON_MUERTE).errores).toEqual({});
  });

  it('a response that differs from the calculated one needs a justification of at least 10 characters', () => {
    expect(validar({ ind1_eval_respuesta: 'RCH' }).errores).toEqual({ ind1_eval_respuesta_justificacion: DISTINTA });
    expect(validar({ ind1_eval_respuesta: 'RCH' }, 'borrador').errores).toEqual({});
    expect(validar({ ind1_eval_respuesta: 'RCH', ind1_eval_respuesta_justificacion: 'Plaquetas' }, 'borrador').errores).toEqual({
      ind1_eval_respuesta_justificacion: DISTINTA,
    });
    expect(validar({ ind1_eval_respuesta: 'RCH', ind1_eval_respuesta_justificacion: 'Transfundido' }).errores).toEqual({});
  });

  it('with extramedullary disease at diagnosis eval_emd is required on completion', () => {
    const conEmd = contextoDe({ diagnostico: { emd_diagnostico: 'SI' } });
    expect(validar({ ind1_eval_emd: null }, 'completo', conEmd).errores).toEqual({ ind1_eval_emd: 'Este campo es obligatorio.' });
    expect(validar({ ind1_eval_emd: null }, 'borrador', conEmd).errores).toEqual({});
    expect(validar({ ind1_eval_emd: null }).errores).toEqual({});
  });

  it('warns on the calculated response while data are missing', () => {
    const { avisos } = validar({ ind1_eval_plaquetas: null, ind1_eval_neutrofilos: null }, 'borrador');
    expect(avisos.ind1_eval_respuesta_calculada).toMatch(/^Faltan datos para calcular la respuesta: .+\.$/);
    expect(validar({ tratado: 'NO' }, 'borrador').avisos).toEqual({});
  });
});

describe('derivarEval', () => {
  const basal = { blastos: 60, emd: false };

  it('calculates the ELN 2022 response and qualifies a remission with the MRD of the same prefix', () => {
    const registro = { ...VALIDA, ind1_emr_cmf_resultado: 'NEGATIVA', ind1_emr_npm1_resultado: 'NO_REALIZADA' };
    expect(derivarEval(registro, 'ind1_', basal)).toEqual({ ind1_eval_respuesta_calculada: 'RC', ind1_eval_respuesta_emr: 'RC_EMR_NEG' });
    expect(RESPUESTA_EMR.map((fila) => fila.codigo)).toContain('RC_EMR_NEG');
  });

  it('RP needs the baseline blasts (R-7 with B = 60 %, R-8 with B = 20 %)', () => {
    const parcial = { ...VALIDA, ind1_eval_mo_blastos_pct: 12, ind1_eval_plaquetas: 120, ind1_eval_respuesta: 'RP' };
    expect(derivarEval(parcial, 'ind1_', basal).ind1_eval_respuesta_calculada).toBe('RP');
    expect(derivarEval(parcial, 'ind1_', { blastos: 20, emd: false }).ind1_eval_respuesta_calculada).toBe('SIN_RESPUESTA');
  });

  it('an unanswered eval_emd counts as NO only without extramedullary disease at baseline', () => {
    const sinEmd = { ...VALIDA, ind1_eval_emd: null };
    expect(derivarEval(sinEmd, 'ind1_', basal).ind1_eval_respuesta_calculada).toBe('RC');
    expect(derivarEval(sinEmd, 'ind1_', { blastos: 60, emd: true }).ind1_eval_respuesta_calculada).toBeNull();
  });

  it('nothing is calculated after a death before the assessment or without a response', () => {
    expect(derivarEval({ ind1_eval_respuesta: 'MUERTE_ANTES_EVALUACION' }, 'ind1_', basal)).toEqual({
      ind1_eval_respuesta_calculada: null,
      ind1_eval_respuesta_emr: 'MUERTE_ANTES_EVALUACION',
    });
    expect(derivarEval({}, 'ind1_', basal)).toEqual({ ind1_eval_respuesta_calculada: null, ind1_eval_respuesta_emr: null });
  });
});
