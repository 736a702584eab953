import { expect, test } from '@jest/globals';
import { formatearFecha, normalizarFechaIso } from './fecha-iso';

test.each([
  ['2024-02-29', '2024-02-29'],
  ['2024-02-29T00:00', '2024-02-29'],
  ['2024-02-29T00:00:00', '2024-02-29'],
  [' 1950-07-01 ', '1950-07-01'],
])('%j is the date %s', (texto, esperado) => {
  expect(normalizarFechaIso(texto)).toBe(esperado);
});

test.each(['2023-02-29', '2024-13-01', '2024-04-31', '2024-1-5', '05/01/2024', '2024-02-29T10:00', '2024-02-29T00:00:00Z', ''])(
  '%j is not a date',
  (texto) => {
    expect(normalizarFechaIso(texto)).toBeNull();
  },
);

test('dates are written DD/MM/YYYY', () => {
  expect(formatearFecha('2024-03-05')).toBe('05/03/2024');
  expect(formatearFecha('2024-03-05T00:00')).toBe('05/03/2024');
});
