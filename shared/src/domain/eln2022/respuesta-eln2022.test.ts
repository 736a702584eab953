import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { RESPUESTA_ELN2022 } from '../catalogues/respuesta-eln2022';
import type { Registro } from '../fields/campo';
import { calcularRespuestaEln2022, mensajeFaltanDatosRespuesta, mensajeRespuestaDistinta } from './respuesta-eln2022';

const CAMPOS_EVAL = [
  'eval_mo_realizada',
  'eval_mo_blastos_pct',
  'eval_mo_valorable',
  'eval_sp_blastos',
  'eval_emd',
  'eval_neutrofilos',
  'eval_plaquetas',
];

function evaluacion(b: number | string | null, valorable: string, sp: string, emd: string, anc: number | null, plt: number | null): Registro {
  return {
    eval_mo_realizada: 'SI',
    eval_mo_blastos_pct: b,
    eval_mo_valorable: valorable,
    eval_sp_blastos: sp,
    eval_emd: emd,
    eval_neutrofilos: anc,
    eval_plaquetas: plt,
  };
}

const BASAL = { blastos: 60, emd: false };

describe('eln2022-risk.md §8.6 response fixtures (B = 60 % unless stated)', () => {
  test.each([
    ['R-1', evaluacion(2, 'SI', 'NO', 'NO', 1.5, 150), BASAL, 'RC'],
    ['R-2', evaluacion(3, 'SI', 'NO', 'NO', 0.7, 60), BASAL, 'RCH'],
    ['R-3', evaluacion(1, 'SI', 'NO', 'NO', 1.2, 40), BASAL, 'RCI'],
    ['R-4', evaluacion(4, 'SI', 'NO', 'NO', 0.3, 120), BASAL, 'RCI'],
    ['R-5', evaluacion(4, 'SI', 'NO', 'NO', 0.3, 20), BASAL, 'MLFS'],
    ['R-6', evaluacion(4, 'NO', 'NO', 'NO', 0.2, 15), BASAL, 'NO_EVALUABLE'],
    ['R-7', evaluacion(12, 'SI', 'NO', 'NO', 1.5, 120), BASAL, 'RP'],
    ['R-8', evaluacion(12, 'SI', 'NO', 'NO', 1.5, 120), { blastos: 20, emd: false }, 'SIN_RESPUESTA'],
    ['R-9', evaluacion(2, 'SI', 'SI', 'NO', 1.5, 150), BASAL, 'SIN_RESPUESTA'],
    ['R-10', evaluacion(1, 'SI', 'NO', 'SI', 2.0, 200), { blastos: 60, emd: true }, 'SIN_RESPUESTA'],
    ['R-11', evaluacion(45, 'SI', 'SI', 'NO', 0.4, 30), { blastos: 25, emd: false }, 'PROGRESION'],
  ])('%s → %s', (_, datos, basal, respuesta) => {
    expect(calcularRespuestaEln2022(datos, basal)).toEqual({ respuesta, faltan: [] });
  });
});

describe('§8.3 algorithm branches', () => {
  test('without marrow: circulating blasts mean no response, otherwise not evaluable', () => {
    expect(calcularRespuestaEln2022({ eval_mo_realizada: 'NO', eval_sp_blastos: 'SI' }, BASAL).respuesta).toBe('SIN_RESPUESTA');
    expect(calcularRespuestaEln2022({ eval_mo_realizada: 'NO', eval_sp_blastos: 'NO' }, BASAL).respuesta).toBe('NO_EVALUABLE');
    expect(calcularRespuestaEln2022({ eval_mo_realizada: 'NO' }, BASAL)).toEqual({ respuesta: null, faltan: ['eval_sp_blastos'] });
  });

  test('missing inputs are listed in block order', () => {
    expect(calcularRespuestaEln2022({}, BASAL)).toEqual({ respuesta: null, faltan: ['eval_mo_realizada', 'eval_sp_blastos'] });
    expect(calcularRespuestaEln2022({ eval_mo_realizada: 'SI', eval_sp_blastos: 'NO' }, BASAL)).toEqual({
      respuesta: null,
      faltan: ['eval_mo_blastos_pct', 'eval_mo_valorable', 'eval_emd'],
    });
    expect(calcularRespuestaEln2022(evaluacion(2, 'SI', 'NO', 'NO', 1.5, null), BASAL)).toEqual({ respuesta: null, faltan: ['eval_plaquetas'] });
  });

  test('an aplastic marrow is not evaluable, also with extramedullary disease', () => {
    expect(calcularRespuestaEln2022(evaluacion(1, 'NO', 'NO', 'SI', 0.1, 10), BASAL).respuesta).toBe('NO_EVALUABLE');
  });

  test('counts decide PR, so a possible PR without them is not suggested', () => {
    expect(calcularRespuestaEln2022(evaluacion(12, 'SI', 'NO', 'NO', null, 120), BASAL)).toEqual({ respuesta: null, faltan: ['eval_neutrofilos'] });
    expect(calcularRespuestaEln2022(evaluacion(12, 'SI', 'NO', 'NO', 0.9, null), BASAL).respuesta).toBe('SIN_RESPUESTA');
    expect(calcularRespuestaEln2022(evaluacion(26, 'SI', 'NO', 'NO', null, null), BASAL).respuesta).toBe('SIN_RESPUESTA');
  });

  test('PR needs blasts at most half the baseline', () => {
    expect(calcularRespuestaEln2022(evaluacion(12.3, 'SI', 'SI', 'NO', 1, 100), { blastos: 24.6, emd: false }).respuesta).toBe('RP');
    expect(calcularRespuestaEln2022(evaluacion(12.4, 'SI', 'SI', 'NO', 1, 100), { blastos: 24.6, emd: false }).respuesta).toBe('SIN_RESPUESTA');
  });

  test('progression: > 1.5 × baseline, and ≥ 30 % baseline or ≥ 15 points more (exact decimals)', () => {
    const con = (b: number, B: number) => calcularRespuestaEln2022(evaluacion(b, 'SI', 'SI', 'NO', 0.5, 20), { blastos: B, emd: false }).respuesta;
    expect(con(45.1, 30)).toBe('PROGRESION');
    expect(con(45, 30)).toBe('SIN_RESPUESTA');
    expect(con(40.3, 25.3)).toBe('PROGRESION');
    expect(con(40.2, 25.3)).toBe('SIN_RESPUESTA');
    expect(con(14, 8)).toBe('SIN_RESPUESTA');
  });

  test('new extramedullary disease is progression when the baseline is known', () => {
    const emd = evaluacion(10, 'SI', 'NO', 'SI', 0.2, 20);
    expect(calcularRespuestaEln2022(emd, BASAL).respuesta).toBe('PROGRESION');
    expect(calcularRespuestaEln2022(emd, { blastos: 60, emd: null }).respuesta).toBe('SIN_RESPUESTA');
    expect(calcularRespuestaEln2022(emd, { blastos: null, emd: false }).respuesta).toBe('SIN_RESPUESTA');
  });

  test('raw values typed in the form are read like normalised ones', () => {
    // @ts-expect-error: the form hands its numbers as typed text
    expect(calcularRespuestaEln2022(evaluacion('2,5', ' SI ', 'NO', 'NO', '1,0', '100'), BASAL).respuesta).toBe('RC');
  });
});

describe('messages', () => {
  test('a selected response different from the calculated one, with the catalogue labels', () => {
    expect(mensajeRespuestaDistinta('RC', 'RCH')).toBe(
      'La respuesta seleccionada (Remisión completa (RC)) no coincide con la calculada según ELN 2022 (RC con recuperación hematológica parcial (RCh)). Justifique la diferencia.',
    );
  });

  test('missing inputs with the labels of data-dictionary §4.1', () => {
    expect(mensajeFaltanDatosRespuesta(CAMPOS_EVAL)).toBe(
      'Faltan datos para calcular la respuesta: ¿Médula ósea en la evaluación?, Blastos en médula ósea, Médula valorable (≥ 200 células o celularidad ≥ 10 %), Blastos en sangre periférica, Enfermedad extramedular presente, Neutrófilos, Plaquetas.',
    );
  });
});

describe('properties', () => {
  const codigosRespuesta: (string | null)[] = [...RESPUESTA_ELN2022.map((fila) => fila.codigo), null];

  test('the suggestion is total: it never throws and answers a catalogue code, or null with the missing fields', () => {
    const valor = fc.oneof(fc.constantFrom('SI', 'NO', null, '', '3,5'), fc.double(), fc.anything());
    const registro = fc.oneof(fc.dictionary(fc.constantFrom(...CAMPOS_EVAL), valor), fc.anything());
    fc.assert(
      fc.property(registro, fc.anything(), fc.record({ blastos: fc.oneof(fc.double(), fc.constant(null)), emd: fc.anything() }), (r, basalRaro, basal) => {
        for (const base of [basal, basalRaro]) {
          // @ts-expect-error: any value at all as the baseline
          const { respuesta, faltan } = calcularRespuestaEln2022(r as Registro, base);
          expect(codigosRespuesta).toContain(respuesta);
          expect(faltan.length > 0).toBe(respuesta === null);
          expect(faltan.every((campo) => CAMPOS_EVAL.includes(campo))).toBe(true);
          expect(() => mensajeFaltanDatosRespuesta(faltan)).not.toThrow();
        }
      }),
    );
  });

  test('with every input given a response is always suggested', () => {
    const siNo = fc.constantFrom('SI', 'NO');
    const completa = fc.record({
      eval_mo_realizada: siNo,
      eval_mo_blastos_pct: fc.integer({ min: 0, max: 1000 }).map((decimas) => decimas / 10),
      eval_mo_valorable: siNo,
      eval_sp_blastos: siNo,
      eval_emd: siNo,
      eval_neutrofilos: fc.integer({ min: 0, max: 500 }).map((centesimas) => centesimas / 100),
      eval_plaquetas: fc.integer({ min: 0, max: 400 }),
    });
    const basal = fc.record({ blastos: fc.option(fc.integer({ min: 0, max: 1000 }).map((d) => d / 10)), emd: fc.option(fc.boolean()) });
    fc.assert(fc.property(completa, basal, (r, b) => expect(calcularRespuestaEln2022(r, b).respuesta).not.toBeNull()));
  });
});
