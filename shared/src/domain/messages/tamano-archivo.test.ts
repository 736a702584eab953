import { expect, test } from '@jest/globals';
import { formatearTamano } from './tamano-archivo';

test('a size reads in bytes, KB or MB with a decimal comma', () => {
  expect(formatearTamano(null)).toBe('—');
  expect(formatearTamano(812)).toBe('812 B');
  expect(formatearTamano(14_541)).toBe('14,2 KB');
  expect(formatearTamano(3_565_158)).toBe('3,4 MB');
  expect(formatearTamano(20 * 1024 * 1024)).toBe('20 MB');
});
