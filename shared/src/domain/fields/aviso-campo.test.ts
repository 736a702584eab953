import { expect, test } from '@jest/globals';
import { avisoDe } from './aviso-campo';
import { defineField } from './campo';

const leucocitos = defineField({
  kind: 'decimal',
  name: 'leucocitos',
  label: 'Leucocitos',
  required: 'siempre',
  min: 0,
  max: 1000,
  decimales: 2,
  unidad: '×10⁹/L',
  avisoFuera: { max: 300 },
});
const ldh = defineField({ kind: 'integer', name: 'ldh', label: 'LDH', required: 'opcional', min: 10, max: 50000, avisoFuera: { max: 5000 } });

test('only values beyond a declared bound warn', () => {
  expect(avisoDe(leucocitos, 300)).toBeNull();
  expect(avisoDe(leucocitos, 0)).toBeNull();
  expect(avisoDe(leucocitos, 300.5)).toBe('Valor poco habitual (300,5 ×10⁹/L). Compruebe que es correcto.');
  expect(avisoDe(ldh, 5001)).toBe('Valor poco habitual (5001). Compruebe que es correcto.');
});

test('absent values and fields without a plausible range never warn', () => {
  expect(avisoDe(leucocitos, null)).toBeNull();
  expect(avisoDe({ ...ldh, avisoFuera: undefined }, 49000)).toBeNull();
});
