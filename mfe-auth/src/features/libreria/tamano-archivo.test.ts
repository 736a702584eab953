import { expect, test } from '@jest/globals';
import { formatearTamano } from './tamano-archivo';

test('el tamaño se muestra en bytes, KB o MB con coma decimal', () => {
  expect(formatearTamano(850)).toBe('850 bytes');
  expect(formatearTamano(12_800)).toBe('12,5 KB');
  expect(formatearTamano(1_258_291)).toBe('1,2 MB');
  expect(formatearTamano(20 * 1024 * 1024)).toBe('20 MB');
});
