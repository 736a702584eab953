import { describe, expect, test } from '@jest/globals';
import { calcularEstadoEmr, respuestaConEmr } from './estado-emr';

describe('eln2022-risk.md §8.6 MRD fixtures', () => {
  test('R-12: RC, NPM1 qPCR positive 0.5 %, MFC negative → low level', () => {
    const estado = calcularEstadoEmr({ emr_npm1_resultado: 'POSITIVA', emr_npm1_ratio_pct: 0.5, emr_cmf_resultado: 'NEGATIVA' });
    expect([estado, respuestaConEmr('RC', estado)]).toEqual(['POSITIVA_BAJA', 'RC_EMR_BAJA']);
  });

  test('R-13: RC, no qPCR target, MFC detectable below 0.1 % → negative', () => {
    const estado = calcularEstadoEmr({ emr_npm1_resultado: 'NO_APLICA', emr_cmf_resultado: 'POSITIVA_BAJO_UMBRAL', emr_cmf_pct: 0.05 });
    expect([estado, respuestaConEmr('RC', estado)]).toEqual(['NEGATIVA', 'RC_EMR_NEG']);
  });

  test('R-14: RCi, MFC positive 0.3 % → positive', () => {
    const estado = calcularEstadoEmr({ emr_cmf_resultado: 'POSITIVA', emr_cmf_pct: 0.3 });
    expect([estado, respuestaConEmr('RCI', estado)]).toEqual(['POSITIVA', 'RCI_EMR_POS']);
  });
});

describe('§8.4 rules', () => {
  test.each([
    ['qPCR ≥ 2 % is positive', { emr_npm1_resultado: 'POSITIVA', emr_npm1_ratio_pct: 2 }, 'POSITIVA'],
    ['qPCR < 2 % is low level', { emr_npm1_resultado: 'POSITIVA', emr_npm1_ratio_pct: 1.9999 }, 'POSITIVA_BAJA'],
    ['qPCR < 2 % with MFC positive is positive', { emr_npm1_resultado: 'POSITIVA', emr_npm1_ratio_pct: 0.1, emr_cmf_resultado: 'POSITIVA' }, 'POSITIVA'],
    ['qPCR positive without its ratio is not shown to be low level', { emr_npm1_resultado: 'POSITIVA' }, 'POSITIVA'],
    ['qPCR negative has priority over MFC below threshold', { emr_npm1_resultado: 'NEGATIVA', emr_cmf_resultado: 'POSITIVA_BAJO_UMBRAL' }, 'NEGATIVA'],
    ['qPCR negative with MFC positive is positive', { emr_npm1_resultado: 'NEGATIVA', emr_cmf_resultado: 'POSITIVA' }, 'POSITIVA'],
    [
      'another specific target counts like NPM1',
      { emr_pcr_otra_diana: 'CBFB_MYH11', emr_pcr_otra_resultado: 'POSITIVA', emr_pcr_otra_ratio_pct: 3, emr_cmf_resultado: 'NEGATIVA' },
      'POSITIVA',
    ],
    [
      'with two targets the higher level counts',
      { emr_npm1_resultado: 'NEGATIVA', emr_pcr_otra_diana: 'RUNX1_RUNX1T1', emr_pcr_otra_resultado: 'POSITIVA', emr_pcr_otra_ratio_pct: 0.3 },
      'POSITIVA_BAJA',
    ],
    [
      'WT1 overexpression is not used: MFC decides',
      { emr_pcr_otra_diana: 'WT1', emr_pcr_otra_resultado: 'POSITIVA', emr_pcr_otra_ratio_pct: 5, emr_cmf_resultado: 'NEGATIVA' },
      'NEGATIVA',
    ],
    ['WT1 alone is not evaluated', { emr_pcr_otra_diana: 'WT1', emr_pcr_otra_resultado: 'NEGATIVA' }, 'NO_EVALUADA'],
    ['qPCR not valuable leaves MFC', { emr_npm1_resultado: 'NO_VALORABLE', emr_cmf_resultado: 'NEGATIVA' }, 'NEGATIVA'],
    ['MFC not valuable is not evaluated', { emr_cmf_resultado: 'NO_VALORABLE' }, 'NO_EVALUADA'],
    ['nothing done is not evaluated', { emr_cmf_resultado: 'NO_REALIZADA', emr_npm1_resultado: 'NO_REALIZADA' }, 'NO_EVALUADA'],
    ['raw ratios typed with a comma', { emr_npm1_resultado: 'POSITIVA', emr_npm1_ratio_pct: '1,5' }, 'POSITIVA_BAJA'],
  ])('%s', (_, emr, estado) => {
    expect(calcularEstadoEmr(emr)).toBe(estado);
  });

  test('an empty or malformed block is not evaluated', () => {
    expect(calcularEstadoEmr({})).toBe('NO_EVALUADA');
    // @ts-expect-error: a record read from storage may be null, whatever its type says
    expect(calcularEstadoEmr(null)).toBe('NO_EVALUADA');
  });
});

describe('eval_respuesta_emr suffixes', () => {
  test.each([
    ['RC', 'NEGATIVA', 'RC_EMR_NEG'],
    ['RCH', 'POSITIVA_BAJA', 'RCH_EMR_BAJA'],
    ['RCI', 'POSITIVA', 'RCI_EMR_POS'],
    ['RC', 'NO_EVALUADA', 'RC_EMR_NE'],
    ['RCH', 'DESCONOCIDO', 'RCH_EMR_NE'],
    ['MLFS', 'NEGATIVA', 'MLFS'],
    ['SIN_RESPUESTA', 'POSITIVA', 'SIN_RESPUESTA'],
  ])('%s with %s → %s', (respuesta, estado, codigo) => {
    expect(respuestaConEmr(respuesta, estado)).toBe(codigo);
  });

  test('no response gives no code', () => {
    expect(respuestaConEmr(null, 'NEGATIVA')).toBeNull();
  });
});
