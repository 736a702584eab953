import { expect, test } from '@jest/globals';
import { campoDe } from './campo-de';
import { defineField } from './campo';

const CAMPOS = [
  defineField({ kind: 'text', name: 'nombre', label: 'Nombre', required: 'siempre', max: 50 }),
  defineField({ kind: 'integer', name: 'edad', label: 'Edad', required: 'opcional', min: 18, max: 120 }),
] as const;

test('returns the descriptor with that name', () => {
  expect(campoDe(CAMPOS, 'edad')).toBe(CAMPOS[1]);
});

test('a name the list does not have is a programming error', () => {
  const sinEdad = [CAMPOS[0]] as readonly (typeof CAMPOS)[number][];
  expect(() => campoDe(sinEdad, 'edad')).toThrow('Falta el campo edad');
});
