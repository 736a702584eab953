import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CAMPOS_HOSPITAL } from '@registro-lma/shared/domain';
import { hospitalSchema, SERVIDOR_HOSPITAL } from './hospital-schemas';

test('a hospital answers every field of its definition plus the declared server fields', () => {
  const esperadas = [...CAMPOS_HOSPITAL.map((campo) => campo.name), ...Object.keys(SERVIDOR_HOSPITAL)];
  assert.deepEqual(Object.keys(hospitalSchema.shape).sort(), esperadas.sort());
});
