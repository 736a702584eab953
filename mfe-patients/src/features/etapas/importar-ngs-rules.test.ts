import { expect, test } from '@jest/globals';
import { sobrescribe } from './importar-ngs-rules';

test('una propuesta sobrescribe solo un valor dado a mano distinto', () => {
  const propuesta = { campo: 'npm1', etiqueta: 'NPM1', valor: 'MUTADO' };
  expect(sobrescribe(propuesta, { npm1: null })).toBe(false);
  expect(sobrescribe(propuesta, { npm1: 'MUTADO' })).toBe(false);
  expect(sobrescribe(propuesta, { npm1: 'NO_MUTADO' })).toBe(true);
});
