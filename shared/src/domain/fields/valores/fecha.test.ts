import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { fijarReloj, restaurarReloj } from '../../fechas/reloj';
import { defineField } from '../campo';
import { leerFecha } from './fecha';

const nacimiento = defineField({ kind: 'date', name: 'fecha_nacimiento', label: 'Fecha de nacimiento', required: 'siempre' });
const cita = defineField({ kind: 'date', name: 'fecha_cita', label: 'Próxima cita', required: 'opcional', permitirFuturo: true });

beforeEach(() => fijarReloj(() => new Date('2024-05-10T12:00:00Z')));
afterEach(restaurarReloj);

test.each([
  ['1960-01-31', '1960-01-31'],
  ['1960-01-31T00:00', '1960-01-31'],
  ['1960-01-31T00:00:00', '1960-01-31'],
  ['1900-01-01', '1900-01-01'],
  ['2024-05-10', '2024-05-10'],
])('%j is the date %s', (bruto, valor) => {
  expect(leerFecha(nacimiento, bruto)).toEqual({ ok: true, valor });
});

test.each([['31/01/1960'], ['1960-02-30'], ['1960-01-31T10:30'], ['ayer'], [19600131]])('%j has an invalid format (G05)', (bruto) => {
  expect(leerFecha(nacimiento, bruto)).toEqual({ ok: false, mensaje: 'Fecha no válida. Use el formato DD/MM/AAAA.' });
});

test('a date after today is refused (G06)', () => {
  expect(leerFecha(nacimiento, '2024-05-11')).toEqual({ ok: false, mensaje: 'La fecha no puede ser posterior a la fecha actual.' });
  expect(leerFecha(nacimiento, '2024-05-11T00:00')).toEqual({
    ok: false,
    mensaje: 'La fecha no puede ser posterior a la fecha actual.',
  });
});

test('a field may allow future dates', () => {
  expect(leerFecha(cita, '2030-01-01')).toEqual({ ok: true, valor: '2030-01-01' });
});

test('a date before 1900 is refused (G19)', () => {
  expect(leerFecha(nacimiento, '1899-12-31')).toEqual({ ok: false, mensaje: 'La fecha no puede ser anterior al 01/01/1900.' });
  expect(leerFecha(cita, '1899-12-31')).toEqual({ ok: false, mensaje: 'La fecha no puede ser anterior al 01/01/1900.' });
});

test('an empty date is not answered', () => {
  expect(leerFecha(nacimiento, '')).toEqual({ ok: true, valor: null });
  expect(leerFecha(nacimiento, undefined)).toEqual({ ok: true, valor: null });
});
