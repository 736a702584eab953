import { expect, test } from '@jest/globals';
import { diasEntre, sumarDias } from '../fechas/calculo-fechas';
import { edadDiagnosticoDe, edadEnAnios, tipoRegistro } from './derivados-paciente';

test('age counts full years: the birthday must have been reached', () => {
  expect(edadEnAnios('1960-03-15', '2024-03-14')).toBe(63);
  expect(edadEnAnios('1960-03-15', '2024-03-15')).toBe(64);
  expect(edadEnAnios('2000-02-29', '2018-02-28')).toBe(17);
  expect(edadEnAnios('2000-02-29', '2018-03-01')).toBe(18);
  expect(edadEnAnios('2000-02-29', '2024-02-29')).toBe(24);
});

test('edad_diagnostico is null while a date is missing', () => {
  expect(edadDiagnosticoDe({ fecha_nacimiento: '1960-03-15', fecha_diagnostico: '2024-02-01' })).toBe(63);
  expect(edadDiagnosticoDe({ fecha_nacimiento: null, fecha_diagnostico: '2024-02-01' })).toBeNull();
});

test('calendar days ignore time zones and leap years are counted', () => {
  expect(diasEntre('2024-03-30', '2024-04-01')).toBe(2);
  expect(diasEntre('2024-02-28', '2024-03-01')).toBe(2);
  expect(diasEntre('2024-03-01', '2024-02-28')).toBe(-2);
  expect(sumarDias('2024-03-01', -30)).toBe('2024-01-31');
  expect(sumarDias('2023-12-31', 1)).toBe('2024-01-01');
});

test('a registration up to 90 days after diagnosis is prospective', () => {
  expect(diasEntre('2024-01-31', '2024-04-30')).toBe(90);
  expect(tipoRegistro('2024-04-30', '2024-01-31')).toBe('PROSPECTIVO');
  expect(tipoRegistro('2024-05-01', '2024-01-31')).toBe('RETROSPECTIVO');
  expect(tipoRegistro('2024-05-01', '2024-05-20')).toBe('PROSPECTIVO');
});
