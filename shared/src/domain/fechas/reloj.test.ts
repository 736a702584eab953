import { afterEach, expect, test } from '@jest/globals';
import { fijarReloj, horaActual, hoy, restaurarReloj } from './reloj';

afterEach(restaurarReloj);

test('today follows the injected clock', () => {
  fijarReloj(() => new Date('2024-05-10T10:00:00Z'));
  expect(hoy()).toBe('2024-05-10');
});

test('today is the Madrid calendar date, not the UTC one', () => {
  fijarReloj(() => new Date('2024-12-31T23:30:00Z'));
  expect(hoy()).toBe('2025-01-01');
});

test('restoring gives back the system clock', () => {
  fijarReloj(() => new Date('2000-01-01T12:00:00Z'));
  restaurarReloj();
  expect(hoy()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(hoy()).not.toBe('2000-01-01');
});

test('the time now is the Madrid wall clock as HH:MM, midnight as 00:00', () => {
  fijarReloj(() => new Date('2024-12-31T23:05:00Z'));
  expect(horaActual()).toBe('00:05');
  fijarReloj(() => new Date('2024-07-01T07:45:30Z'));
  expect(horaActual()).toBe('09:45');
});
