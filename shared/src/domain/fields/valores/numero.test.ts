import { expect, test } from '@jest/globals';
import { defineField } from '../campo';
import { leerDecimal, leerEntero } from './numero';

const plaquetas = defineField({ kind: 'integer', name: 'plaquetas', label: 'Plaquetas', required: 'siempre', min: 0, max: 3000, unidad: '×10⁹/L' });
const hemoglobina = defineField({
  kind: 'decimal',
  name: 'hemoglobina',
  label: 'Hemoglobina',
  required: 'siempre',
  min: 1,
  max: 25,
  unidad: 'g/dL',
  decimales: 1,
});
const anio = defineField({ kind: 'integer', name: 'anio', label: 'Año', required: 'opcional', min: 1920, max: 2030 });

const G03 = { ok: false, mensaje: 'Introduzca un número entero.' };
const G04 = { ok: false, mensaje: 'Introduzca un número válido con un máximo de 1 decimales.' };

test.each([
  [150, 150],
  ['150', 150],
  [' 0 ', 0],
  [3000, 3000],
])('integer %j is %j', (bruto, valor) => {
  expect(leerEntero(plaquetas, bruto)).toEqual({ ok: true, valor });
});

test.each([[12.5], ['12,5'], ['12.0'], ['abc'], [true], [Number.NaN], [Infinity], ['1e3']])('integer %j is not an integer (G03)', (bruto) => {
  expect(leerEntero(plaquetas, bruto)).toEqual(G03);
});

test('integers outside the range give G02 with the unit', () => {
  expect(leerEntero(plaquetas, 3001)).toEqual({ ok: false, mensaje: 'Valor fuera de rango: debe estar entre 0 y 3000 ×10⁹/L.' });
  expect(leerEntero(plaquetas, -1)).toEqual({ ok: false, mensaje: 'Valor fuera de rango: debe estar entre 0 y 3000 ×10⁹/L.' });
  expect(leerEntero(anio, 1900)).toEqual({ ok: false, mensaje: 'Valor fuera de rango: debe estar entre 1920 y 2030.' });
});

test('a range that depends on the unit is left to the form rule that knows the unit', () => {
  const creatinina = defineField({ kind: 'decimal', name: 'creatinina', label: 'Creatinina', required: 'opcional', min: 0.1, max: 1768, decimales: 2, rangoSegun: 'unidad' });
  expect(leerDecimal(creatinina, 1768.01)).toEqual({ ok: true, valor: 1768.01 });
  expect(leerDecimal(creatinina, '0,05')).toEqual({ ok: true, valor: 0.05 });
  expect(leerDecimal(creatinina, '0,055')).toEqual({ ok: false, mensaje: 'Introduzca un número válido con un máximo de 2 decimales.' });
});

test('empty numbers are not answered', () => {
  expect(leerEntero(plaquetas, '')).toEqual({ ok: true, valor: null });
  expect(leerDecimal(hemoglobina, ' ')).toEqual({ ok: true, valor: null });
  expect(leerDecimal(hemoglobina, null)).toEqual({ ok: true, valor: null });
});

test.each([
  ['12,5', 12.5],
  ['12.5', 12.5],
  [' 7 ', 7],
  ['12,50', 12.5],
  [12.5, 12.5],
  [25, 25],
])('decimal %j is %j (comma or point)', (bruto, valor) => {
  expect(leerDecimal(hemoglobina, bruto)).toEqual({ ok: true, valor });
});

test.each([['12,55'], [12.55], ['12,5,1'], ['1.000,5'], ['doce'], [',5'], [false], [Number.NaN]])(
  'decimal %j is not valid with 1 decimal (G04)',
  (bruto) => {
    expect(leerDecimal(hemoglobina, bruto)).toEqual(G04);
  },
);

test('decimals outside the range give G02 with the decimal comma', () => {
  const conLimitesDecimales = { ...hemoglobina, min: 0.5, max: 6.5 };
  expect(leerDecimal(conLimitesDecimales, '6,6')).toEqual({
    ok: false,
    mensaje: 'Valor fuera de rango: debe estar entre 0,5 y 6,5 g/dL.',
  });
  expect(leerDecimal(hemoglobina, '0,9')).toEqual({ ok: false, mensaje: 'Valor fuera de rango: debe estar entre 1 y 25 g/dL.' });
});
