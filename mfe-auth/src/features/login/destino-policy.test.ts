import { expect, test } from '@jest/globals';
import { resolverDestino } from './destino-policy';

test('acepta una ruta relativa de la aplicación con su consulta', () => {
  expect(resolverDestino('/paciente/12?pestana=diagnostico')).toBe('/paciente/12?pestana=diagnostico');
});

test('sin destino vuelve al inicio', () => {
  expect(resolverDestino(null)).toBe('/');
  expect(resolverDestino('')).toBe('/');
});

test.each(['https://malicioso.example/', '//malicioso.example/', '/\\malicioso.example', 'javascript:alert(1)', 'paciente/12', '/login'])(
  'rechaza %s',
  (destino) => {
    expect(resolverDestino(destino)).toBe('/');
  },
);
