import { expect, test } from '@jest/globals';
import { ALTERACION_CITOGENETICA, CARIOTIPO } from './cariotipo';

const alteracion = (codigo: string) => ALTERACION_CITOGENETICA.find((fila) => fila.codigo === codigo);

test('cariotipo has the four results with their notes', () => {
  expect(CARIOTIPO.map((fila) => fila.codigo)).toEqual(['NORMAL', 'ANORMAL', 'FALLIDO', 'NO_REALIZADO']);
  expect(CARIOTIPO[0]).toEqual({
    codigo: 'NORMAL',
    etiqueta: 'Normal (46,XX / 46,XY)',
    orden: 1,
    activo: true,
    nota: '≥ 20 metaphases recommended; warning if fewer',
  });
});

test('alteracion_citogenetica has 33 abnormalities from t(15;17) to OTRA', () => {
  expect(ALTERACION_CITOGENETICA).toHaveLength(33);
  expect(ALTERACION_CITOGENETICA[0]).toEqual({
    codigo: 'T_15_17',
    etiqueta: 't(15;17)(q24.1;q21.2) / PML::RARA',
    orden: 1,
    activo: true,
    eln: 'APL → no aplica',
    mr: [],
  });
  expect(ALTERACION_CITOGENETICA.at(-1)).toEqual({
    codigo: 'OTRA',
    etiqueta: 'Otra alteración (ver fórmula ISCN)',
    orden: 33,
    activo: true,
    eln: null,
    mr: [],
  });
});

test('myelodysplasia-related columns follow WHO (W) and ICC (I)', () => {
  expect(alteracion('MONO_7')).toMatchObject({ etiqueta: '−7 (monosomía 7)', eln: 'adverso', mr: ['W', 'I'] });
  expect(alteracion('TRISOMIA_8')?.mr).toEqual(['I']);
  expect(alteracion('DEL_20Q')?.mr).toEqual(['I']);
  expect(alteracion('DEL_11Q')?.mr).toEqual(['W']);
  expect(alteracion('PERDIDA_Y')?.eln).toBe('— (not a monosomy for MK)');
  expect(ALTERACION_CITOGENETICA.filter((fila) => fila.mr.includes('W'))).toHaveLength(12);
});
