import { expect, test } from '@jest/globals';
import { formatearFechaHora } from './formatear-fecha-hora';

test('muestra el instante en hora de Madrid, en verano y en invierno', () => {
  expect(formatearFechaHora('2024-07-01T22:30:00Z')).toBe('02/07/2024 00:30');
  expect(formatearFechaHora('2024-01-15T08:05:00Z')).toBe('15/01/2024 09:05');
});

test('sin instante o con uno no válido muestra un guion', () => {
  expect(formatearFechaHora(null)).toBe('—');
  expect(formatearFechaHora('ayer')).toBe('—');
});
