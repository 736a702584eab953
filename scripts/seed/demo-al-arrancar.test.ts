import assert from 'node:assert/strict';
import { test } from 'node:test';
import { leerDemo, PACIENTES_DEMO_ARRANQUE } from './demo-al-arrancar';

test('DEMO=1 seeds the default number of patients, a number that many, unset or 0 none', () => {
  assert.deepEqual(leerDemo('1'), { pacientes: PACIENTES_DEMO_ARRANQUE });
  assert.deepEqual(leerDemo('2000'), { pacientes: 2000 });
  assert.deepEqual(leerDemo(undefined), { pacientes: null });
  assert.deepEqual(leerDemo('0'), { pacientes: null });
});

test('anything else is refused in Spanish', () => {
  for (const valor of ['si', '-3', '1e3', '1000000']) assert.deepEqual(leerDemo(valor), { mensaje: 'DEMO debe ser 1 o un número de pacientes entre 2 y 999999.' });
});
