import { expect, test } from '@jest/globals';
import { defineField } from './campo';
import { esRequerido, esVisible } from './condiciones';

const base = { kind: 'text', name: 'otro', label: 'Otro', max: 10 } as const;

test('required levels: siempre, opcional and a condition over the record', () => {
  expect(esRequerido(defineField({ ...base, required: 'siempre' }), {})).toBe(true);
  expect(esRequerido(defineField({ ...base, required: 'opcional' }), {})).toBe(false);
  const condicional = defineField({ ...base, required: (registro) => registro.tipo === 'OTRO' });
  expect(esRequerido(condicional, { tipo: 'OTRO' })).toBe(true);
  expect(esRequerido(condicional, { tipo: 'A' })).toBe(false);
});

test('a field without a condition is always visible', () => {
  expect(esVisible(defineField({ ...base, required: 'siempre' }), {})).toBe(true);
  const ramificado = defineField({ ...base, required: 'opcional', visibleIf: (registro) => registro.tipo === 'OTRO' });
  expect(esVisible(ramificado, { tipo: 'A' })).toBe(false);
  expect(esVisible(ramificado, { tipo: 'OTRO' })).toBe(true);
});
