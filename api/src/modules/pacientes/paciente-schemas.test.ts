import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CAMPOS_ESTADO_PACIENTE, FORMULARIO_PACIENTE } from '@registro-lma/shared/domain';
import { pacienteSchema, SERVIDOR_PACIENTE } from './paciente-schemas';

const nombres = (campos: readonly { name: string }[]) => campos.map((campo) => campo.name);

test('a patient answers every field of its registration form and its state, plus the declared server fields', () => {
  const esperadas = [...nombres(FORMULARIO_PACIENTE.campos), ...nombres(CAMPOS_ESTADO_PACIENTE), ...Object.keys(SERVIDOR_PACIENTE)];
  assert.deepEqual(Object.keys(pacienteSchema.shape).sort(), [...new Set(esperadas)].sort());
});

test('each trial row answers every field of the trials sub-table, under the sub-table’s key', () => {
  const subtabla = FORMULARIO_PACIENTE.subtabla;
  assert.ok(subtabla !== undefined);
  assert.ok(subtabla.nombre in pacienteSchema.shape);
  assert.deepEqual(Object.keys(pacienteSchema.shape.paciente_ensayo.element.shape).sort(), nombres(subtabla.campos).sort());
});
