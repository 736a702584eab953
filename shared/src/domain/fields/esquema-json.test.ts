import { expect, test } from '@jest/globals';
import { defineField } from './campo';
import { camposSiempreObligatorios, esquemaJsonDe } from './esquema-json';
import { CAMPOS_EJEMPLO, SI_NO } from './formulario-ejemplo.fixture';

test('each kind documents what it accepts', () => {
  expect(CAMPOS_EJEMPLO.map(esquemaJsonDe)).toEqual([
    { type: 'string', format: 'date', title: 'Fecha de diagnóstico' },
    { type: 'number', minimum: 25, maximum: 300, title: 'Peso' },
    { type: 'string', enum: ['SI', 'NO'], title: '¿Candidato a quimioterapia intensiva?' },
    {
      type: 'array',
      items: { type: 'string', enum: ['EDAD', 'COMORBILIDAD', 'OTRO'] },
      uniqueItems: true,
      title: 'Motivo de no candidato a tratamiento intensivo',
    },
    { type: 'string', maxLength: 200, title: 'Otro motivo' },
    { type: 'boolean', title: 'Obesidad', default: false },
  ]);
});

test('text rules, integers, references, hints and defaults are documented', () => {
  const codigo = defineField({
    kind: 'text',
    name: 'codigo',
    label: 'Código',
    required: 'siempre',
    max: 10,
    min: 3,
    pattern: /^[A-Z]+$/,
    hint: 'Letras mayúsculas.',
  });
  expect(esquemaJsonDe(codigo)).toEqual({
    type: 'string',
    maxLength: 10,
    minLength: 3,
    pattern: '^[A-Z]+$',
    title: 'Código',
    description: 'Letras mayúsculas.',
  });
  expect(esquemaJsonDe(defineField({ kind: 'integer', name: 'n', label: 'N', required: 'opcional', min: 0, max: 9 }))).toEqual({
    type: 'integer',
    minimum: 0,
    maximum: 9,
    title: 'N',
  });
  expect(esquemaJsonDe(defineField({ kind: 'enum', name: 'hospital_id', label: 'Centro', required: 'siempre', referencia: 'hospital' }))).toEqual({
    type: 'integer',
    minimum: 1,
    title: 'Centro',
  });
  expect(esquemaJsonDe(defineField({ kind: 'enum', name: 'x', label: 'X', required: 'siempre', catalogo: SI_NO, default: 'NO' }))).toEqual({
    type: 'string',
    enum: ['SI', 'NO'],
    title: 'X',
    default: 'NO',
  });
});

test('always-required fields are those required, always visible and without default', () => {
  expect(camposSiempreObligatorios(CAMPOS_EJEMPLO)).toEqual(['fecha_diagnostico', 'candidato_intensivo']);
});
