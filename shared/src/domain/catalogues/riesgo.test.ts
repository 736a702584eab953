import { expect, test } from '@jest/globals';
import { RIESGO_GLOBAL, RIESGO_MOLECULAR } from './riesgo';

test('riesgo_molecular has the five registry risk codes', () => {
  expect(RIESGO_MOLECULAR.map((fila) => [fila.codigo, fila.etiqueta])).toEqual([
    ['FAVORABLE', 'Favorable'],
    ['INTERMEDIO', 'Intermedio'],
    ['ADVERSO', 'Adverso'],
    ['NO_EVALUABLE', 'No evaluable (faltan datos)'],
    ['NO_APLICA', 'No aplica (LPA)'],
  ]);
});

test('riesgo_global has the same codes and labels as riesgo_molecular', () => {
  expect(RIESGO_GLOBAL).toEqual(RIESGO_MOLECULAR);
});
