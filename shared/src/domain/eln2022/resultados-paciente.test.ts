import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { expedienteDe } from '../etapas/expediente.fixture';
import { fijarReloj, restaurarReloj } from '../fechas/reloj';
import type { Registro } from '../fields/campo';
import { esRemisionCompuesta, fechaPrimeraRemision, mejorRespuesta, muertePrecoz, refractarioPrimario } from './resultados-paciente';

beforeEach(() => fijarReloj(() => new Date('2024-12-01T12:00:00Z')));
afterEach(restaurarReloj);

const intensiva = (ind1: string | null, ind2?: string | null): Registro => ({
  intencion_tratamiento: 'INTENSIVO',
  ind1_fecha_inicio: '2024-01-20',
  ind1_eval_fecha: '2024-02-20',
  ind1_eval_respuesta: ind1,
  ind2_realizada: ind2 === undefined ? 'NO' : 'SI',
  ind2_eval_fecha: ind2 === undefined ? null : '2024-03-25',
  ind2_eval_respuesta: ind2 ?? null,
});

const noIntensiva = (datos: Registro): Registro => ({ intencion_tratamiento: 'NO_INTENSIVO', ind1_fecha_inicio: '2024-01-20', ...datos });

const rescate = (rr_indicacion: string, rr_fecha_inicio = '2024-03-01'): Registro => ({ rr_linea: 1, rr_indicacion, rr_fecha_inicio });

describe('composite remission and best response', () => {
  test.each([['RC'], ['RCH'], ['RCI']])('%s is a composite remission', (respuesta) => expect(esRemisionCompuesta(respuesta)).toBe(true));

  test.each([['MLFS'], ['RP'], [null], [3], ['rc']])('%p is not', (respuesta) => expect(esRemisionCompuesta(respuesta)).toBe(false));

  test('the order of ind_mejor_respuesta, ignoring what is not a response', () => {
    const orden = ['RC', 'RCH', 'RCI', 'MLFS', 'RP', 'SIN_RESPUESTA', 'PROGRESION', 'NO_EVALUABLE', 'MUERTE_ANTES_EVALUACION'];
    orden.forEach((respuesta, indice) => expect(mejorRespuesta([...orden.slice(indice)].reverse())).toBe(respuesta));
    expect(mejorRespuesta(['SIN_RESPUESTA', null, 'OTRA', 'RCI'])).toBe('RCI');
    expect(mejorRespuesta([null, 'OTRA'])).toBeNull();
    expect(mejorRespuesta([])).toBeNull();
  });
});

describe('ind_fecha_primera_remision', () => {
  test('INTENSIVO: the earliest course evaluation with a composite remission', () => {
    expect(fechaPrimeraRemision(intensiva('RCI', 'RC'))).toBe('2024-02-20');
    expect(fechaPrimeraRemision(intensiva('RP', 'RC'))).toBe('2024-03-25');
    expect(fechaPrimeraRemision(intensiva('SIN_RESPUESTA', 'MLFS'))).toBeNull();
  });

  test('INTENSIVO: a second course not given does not count', () => {
    expect(fechaPrimeraRemision({ ...intensiva('RP', 'RC'), ind2_realizada: 'NO' })).toBeNull();
  });

  test('NO_INTENSIVO: the first cycle evaluation if it was a remission, else the date entered', () => {
    const fechas = { ind1_eval_fecha: '2024-02-18', ind_fecha_remision_ni: '2024-05-02' };
    expect(fechaPrimeraRemision(noIntensiva({ ...fechas, ind1_eval_respuesta: 'RCH' }))).toBe('2024-02-18');
    expect(fechaPrimeraRemision(noIntensiva({ ...fechas, ind1_eval_respuesta: 'RP' }))).toBe('2024-05-02');
  });

  test('no first-line treatment, no date', () => {
    expect(fechaPrimeraRemision({ intencion_tratamiento: 'SOLO_SOPORTE' })).toBeNull();
    expect(fechaPrimeraRemision(null)).toBeNull();
  });
});

describe('refractario_primario, INTENSIVO', () => {
  test.each([
    ['remission after course 1', intensiva('RC'), [], false],
    ['remission after course 2', intensiva('RP', 'RCH'), [], false],
    ['PR after course 2', intensiva('SIN_RESPUESTA', 'RP'), [], true],
    ['MLFS after course 2', intensiva('RP', 'MLFS'), [], true],
    ['progression after course 2', intensiva('SIN_RESPUESTA', 'PROGRESION'), [], true],
    ['course 1 then directly primary-refractory rescue', intensiva('SIN_RESPUESTA'), [rescate('REFRACTARIEDAD_PRIMARIA')], true],
    ['course 1 without a second course or rescue yet', intensiva('SIN_RESPUESTA'), [], null],
    ['course 1 then a rescue line for another reason', intensiva('RP'), [rescate('RECAIDA_MOLECULAR')], null],
    ['death before the second assessment', intensiva('SIN_RESPUESTA', 'MUERTE_ANTES_EVALUACION'), [], null],
    ['second assessment not evaluable', intensiva('SIN_RESPUESTA', 'NO_EVALUABLE'), [], null],
    ['second course not yet assessed', intensiva('SIN_RESPUESTA', null), [], null],
    ['death before the first assessment', intensiva('MUERTE_ANTES_EVALUACION'), [rescate('REFRACTARIEDAD_PRIMARIA')], null],
  ])('%s', (_, induccion, rec_res, esperado) => {
    expect(refractarioPrimario(expedienteDe({ rec_res }), induccion)).toBe(esperado);
  });
});

describe('refractario_primario, NO_INTENSIVO (landmark day 180 = 2024-07-18)', () => {
  const remision = (fecha: string | null) => noIntensiva({ ind1_eval_respuesta: 'RP', ind_mejor_respuesta: 'RC', ind_fecha_remision_ni: fecha });
  const sinRemision = noIntensiva({ ind1_eval_respuesta: 'SIN_RESPUESTA', ind_mejor_respuesta: 'RP' });
  const muerte = (muerte_fecha: string) => ({ muerte_fecha });

  test.each([
    ['remission on day 180', remision('2024-07-18'), {}, false],
    ['remission after day 180, alive', remision('2024-08-01'), {}, true],
    ['remission without its date', remision(null), {}, null],
    ['no remission, alive at day 180', sinRemision, {}, true],
    ['no remission, died on day 180', sinRemision, { muerte: muerte('2024-07-18') }, true],
    ['no remission, died before day 180', sinRemision, { muerte: muerte('2024-07-17') }, null],
    ['no remission, rescue before day 180 then death', sinRemision, { muerte: muerte('2024-04-01'), rec_res: [rescate('REFRACTARIEDAD_PRIMARIA')] }, true],
    ['no remission, rescue on day 180, alive that day', sinRemision, { muerte: muerte('2024-07-19'), rec_res: [rescate('REFRACTARIEDAD_PRIMARIA', '2024-07-18')] }, true],
    ['no start date', { ...sinRemision, ind1_fecha_inicio: null }, {}, null],
  ])('%s', (_, induccion, parcial, esperado) => {
    expect(refractarioPrimario(expedienteDe(parcial), induccion)).toBe(esperado);
  });

  test('before day 180 a living patient without remission is not yet assessable', () => {
    fijarReloj(() => new Date('2024-07-17T12:00:00Z'));
    expect(refractarioPrimario(expedienteDe(), sinRemision)).toBeNull();
  });

  test('supportive care only or no induction record: not assessable', () => {
    expect(refractarioPrimario(expedienteDe(), { intencion_tratamiento: 'SOLO_SOPORTE' })).toBeNull();
    expect(refractarioPrimario(expedienteDe(), null)).toBeNull();
  });
});

describe('muerte_precoz_30d / _60d', () => {
  test('death ≤ 30 / ≤ 60 days after the start of induction', () => {
    expect(muertePrecoz('2024-01-20', '2024-02-19', 30)).toBe(true);
    expect(muertePrecoz('2024-01-20', '2024-02-20', 30)).toBe(false);
    expect(muertePrecoz('2024-01-20', '2024-03-20', 60)).toBe(true);
    expect(muertePrecoz('2024-01-20', '2024-03-21', 60)).toBe(false);
  });

  test('alive: false once the window is over, unknown while it is open', () => {
    expect(muertePrecoz('2024-10-01', null, 60)).toBe(false);
    expect(muertePrecoz('2024-10-03', null, 60)).toBeNull();
  });

  test('without a start date it is unknown', () => {
    expect(muertePrecoz(null, '2024-02-19', 30)).toBeNull();
  });
});
