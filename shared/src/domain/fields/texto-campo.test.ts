import { expect, test } from '@jest/globals';
import { RIESGO_GLOBAL } from '../catalogues/riesgo';
import { SI_NO } from '../catalogues/si-no';
import { defineField } from './campo';
import { SIN_VALOR, textoCampo } from './texto-campo';

test('un código de catálogo se muestra con su etiqueta, y una lista con todas', () => {
  const riesgo = defineField({ kind: 'enum', name: 'riesgo', label: 'Riesgo', catalogo: RIESGO_GLOBAL, required: 'opcional' });
  const lista = defineField({ kind: 'multiEnum', name: 'lista', label: 'Lista', catalogo: SI_NO, required: 'opcional' });

  expect(textoCampo(riesgo, 'NO_EVALUABLE')).toBe('No evaluable (faltan datos)');
  expect(textoCampo(lista, ['SI', 'NO'])).toBe('Sí, No');
});

test('fechas DD/MM/AAAA, booleanos Sí/No, números con coma decimal, su unidad y sus decimales', () => {
  const fecha = defineField({ kind: 'date', name: 'f', label: 'Fecha', required: 'opcional' });
  const si = defineField({ kind: 'boolean', name: 'b', label: 'B', required: 'opcional' });
  const meses = defineField({ kind: 'decimal', name: 'm', label: 'Meses', unidad: 'meses', decimales: 1, min: 0, max: 99, required: 'opcional' });
  const numero = defineField({ kind: 'integer', name: 'n', label: 'N', min: 0, max: 99, required: 'opcional' });

  expect(textoCampo(fecha, '2025-03-09')).toBe('09/03/2025');
  expect(textoCampo(si, true)).toBe('Sí');
  expect(textoCampo(si, false)).toBe('No');
  expect(textoCampo(meses, 7.2666)).toBe('7,3 meses');
  expect(textoCampo(numero, 12)).toBe('12');
});

test('sin valor se muestra una raya', () => {
  const numero = defineField({ kind: 'integer', name: 'n', label: 'N', min: 0, max: 99, required: 'opcional' });

  expect(textoCampo(numero, null)).toBe(SIN_VALOR);
  expect(textoCampo(numero, undefined)).toBe(SIN_VALOR);
});
