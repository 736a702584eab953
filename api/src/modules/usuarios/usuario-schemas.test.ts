import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CAMPOS_USUARIO } from '@registro-lma/shared/domain';
import { SERVIDOR_USUARIO, usuarioSchema } from './usuario-schemas';

test('a user answers every field of its definition plus the declared server fields', () => {
  const esperadas = [...CAMPOS_USUARIO.map((campo) => campo.name), ...Object.keys(SERVIDOR_USUARIO)];
  assert.deepEqual(Object.keys(usuarioSchema.shape).sort(), [...new Set(esperadas)].sort());
});
