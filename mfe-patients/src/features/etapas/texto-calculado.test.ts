import { expect, test } from '@jest/globals';
import { defineField, RIESGO_GLOBAL, SI_NO } from '@registro-lma/shared/domain';
import { SIN_VALOR, textoCalculado } from './texto-calculado';

test('un código de catálogo se muestra con su etiqueta, y una lista con todas', () => {
  const riesgo = defineField({ kind: 'enum', name: 'riesgo', label: 'Riesgo', catalogo: RIESGO_GLOBAL, required: 'opcional' });
  const lista = defineField({ kind: 'multiEnum', name: 'lista', label: 'Lista', catalogo: SI_NO, required: 'opcional' });

  expect(textoCalculado(riesgo, 'NO_EVALUABLE')).toBe('No evaluable (faltan datos)');
  expect(textoCalculado(lista, ['SI', 'NO'])).toBe('Sí, No');
});

test('fechas DD/MM/AAAA, booleanos Sí/No, números con coma decimal, su unidad y sus decimales', () => {
  const fecha = defineField({ kind: 'date', name: 'f', label: 'Fecha', required: 'opcional' });
  const si = defineField({ kind: 'boolean', name: 'b', label: 'B', required: 'opcional' });
  const meses = defineField({ kind: 'decimal', name: 'm', label: 'Meses', unidad: 'meses', decimales: 1, min: 0, max: 99, required: 'opcional' });
  const numero = defineField({ kind: 'integer', name: 'n', label: 'N', min: 0, max: 99, required: 'opcional' });

  expect(textoCalculado(fecha, '2025-03-09')).toBe('09/03/2025');
  expect(textoCalculado(si, true)).toBe('Sí');
  expect(textoCalculado(si, false)).toBe('No');
  expect(textoCalculado(meses, 7.2666)).toBe('7,3 meses');
  expect(textoCalculado(numero, 12)).toBe('12');
});

test('sin valor se muestra una raya', () => {
  const numero = defineField({ kind: 'integer', name: 'n', label: 'N', min: 0, max: 99, required: 'opcional' });

  expect(textoCalculado(numero, null)).toBe(SIN_VALOR);
  expect(textoCalculado(numero, undefined)).toBe(SIN_VALOR);
});
