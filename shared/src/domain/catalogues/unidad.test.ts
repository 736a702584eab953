import { expect, test } from '@jest/globals';
import { UNIDAD } from './unidad';
import { UNIDAD_CREATININA } from './unidad-creatinina';

test('unidad has 21 units with their symbols', () => {
  expect(UNIDAD).toHaveLength(21);
  expect(UNIDAD[0]).toEqual({
    codigo: 'X10E9_L',
    etiqueta: '×10⁹/L',
    orden: 1,
    activo: true,
    uso: 'leukocytes, neutrophils, platelets',
    conversion: 'equals ×10³/µL; 1000/µL = 1 ×10⁹/L',
  });
  expect(UNIDAD.find((fila) => fila.codigo === 'CD34_10E6_KG')?.etiqueta).toBe('×10⁶ CD34⁺/kg');
  expect(UNIDAD.at(-1)).toEqual({ codigo: 'ANOS', etiqueta: 'años', orden: 21, activo: true, uso: 'age', conversion: null });
});

test('unidad_creatinina converts µmol/L to mg/dL dividing by 88.42', () => {
  expect(UNIDAD_CREATININA).toEqual([
    { codigo: 'MG_DL', etiqueta: 'mg/dL', orden: 1, activo: true, divisor_a_mg_dl: 1 },
    { codigo: 'UMOL_L', etiqueta: 'µmol/L', orden: 2, activo: true, divisor_a_mg_dl: 88.42 },
  ]);
});
