import { expect, test } from '@jest/globals';
import { formatearUpn, interpretarBusquedaUpn, PATRON_UPN } from './upn';

test('a UPN is LMA- and the number zero-padded to six digits', () => {
  expect(formatearUpn(1)).toBe('LMA-000001');
  expect(formatearUpn(123456)).toBe('LMA-123456');
  expect(PATRON_UPN.test(formatearUpn(999999))).toBe(true);
});

test.each([
  ['123', { tipo: 'cifras', cifras: '123' }],
  [' 7 ', { tipo: 'cifras', cifras: '7' }],
  ['000123', { tipo: 'rango', desde: 123, hasta: 123 }],
  ['1234567', { tipo: 'ninguno' }],
  ['LMA-0001', { tipo: 'rango', desde: 100, hasta: 199 }],
  ['lma-000123', { tipo: 'rango', desde: 123, hasta: 123 }],
  ['a-12', { tipo: 'rango', desde: 120000, hasta: 129999 }],
  ['-0', { tipo: 'rango', desde: 1, hasta: 99999 }],
  ['LMA', { tipo: 'rango', desde: 1, hasta: 999999 }],
  ['ma-', { tipo: 'rango', desde: 1, hasta: 999999 }],
  ['', { tipo: 'rango', desde: 1, hasta: 999999 }],
  ['MA1', { tipo: 'ninguno' }],
  ['LMA-12a', { tipo: 'ninguno' }],
  ['LMA-1234567', { tipo: 'ninguno' }],
  ['XYZ', { tipo: 'ninguno' }],
  ['%', { tipo: 'ninguno' }],
])('«%s» searches %j', (texto, esperado) => {
  expect(interpretarBusquedaUpn(texto)).toEqual(esperado);
});
