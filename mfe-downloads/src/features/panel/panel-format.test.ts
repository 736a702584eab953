import { expect, test } from '@jest/globals';
import type { GrupoSupervivencia } from '@registro-lma/shared/domain';
import { enRiesgoEn, marcasEje, medianaConIc, valorP } from './panel-format';

const GRUPO: GrupoSupervivencia = {
  grupo: 'TODOS',
  etiqueta: 'Todos los pacientes',
  n: 12,
  eventos: 3,
  mediana_dias: 730.5,
  mediana_li: 365.25,
  mediana_ls: null,
  curva: [
    { t: 100, n_riesgo: 12, eventos: 1, censurados: 0, s: 0.9, li: 0.7, ls: 1 },
    { t: 800, n_riesgo: '<5', eventos: 1, censurados: 1, s: 0.4, li: 0.1, ls: 0.9 },
  ],
  estimaciones: [],
};

test('pacientes en riesgo como summary(fit, times) de R: los del primer tiempo en o después del pedido, y 0 pasado el último', () => {
  expect(enRiesgoEn(GRUPO, 0)).toBe(12);
  expect(enRiesgoEn(GRUPO, 100)).toBe(12);
  expect(enRiesgoEn(GRUPO, 730.5)).toBe('<5');
  expect(enRiesgoEn(GRUPO, 900)).toBe(0);
  expect(enRiesgoEn({ ...GRUPO, curva: null }, 0)).toBeNull();
});

test('mediana en meses con su IC (NA el límite abierto), p del log-rank y marcas del eje', () => {
  expect(medianaConIc(GRUPO, 'meses')).toBe('24,0 (12,0–NA)');
  expect(medianaConIc(GRUPO, 'dias')).toBe('731 (365–NA)');
  expect(medianaConIc({ ...GRUPO, mediana_dias: null }, 'meses')).toBe('No alcanzada');
  expect(valorP(0.0004)).toBe('< 0,001');
  expect(valorP(0.04567)).toBe('0,046');
  expect(marcasEje([0, 13.2], 'meses')).toEqual([0, 6, 12, 18]);
});
