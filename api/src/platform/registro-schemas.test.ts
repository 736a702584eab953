import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defineField, SI_NO } from '@registro-lma/shared/domain';
import { registroSchema } from './registro-schemas';

const conRespuestaSi = (registro: Readonly<Record<string, unknown>>) => registro.respuesta === 'SI';

const CAMPOS = [
  defineField({ kind: 'text', name: 'texto', label: 'Texto', max: 10, required: 'siempre' }),
  defineField({ kind: 'integer', name: 'entero', label: 'Entero', min: 0, max: 9, required: 'opcional' }),
  defineField({ kind: 'decimal', name: 'decimal', label: 'Decimal', min: 0, max: 9, decimales: 1, required: 'siempre' }),
  defineField({ kind: 'date', name: 'fecha', label: 'Fecha', required: 'siempre', visibleIf: conRespuestaSi }),
  defineField({ kind: 'boolean', name: 'marca', label: 'Marca', required: 'opcional', default: false }),
  defineField({ kind: 'enum', name: 'respuesta', label: 'Respuesta', catalogo: SI_NO, required: 'siempre' }),
  defineField({ kind: 'enum', name: 'centro', label: 'Centro', referencia: 'hospital', required: 'opcional' }),
  defineField({ kind: 'multiEnum', name: 'respuestas', label: 'Respuestas', catalogo: SI_NO, required: 'opcional' }),
] as const;

const completo = {
  texto: 'a',
  entero: 3,
  decimal: 1.5,
  fecha: '2024-01-31',
  marca: true,
  respuesta: 'SI',
  centro: 7,
  respuestas: ['NO'],
};

test('one key per field, so a field added to the definition is answered', () => {
  assert.deepEqual(Object.keys(registroSchema(CAMPOS, 'completo').shape), CAMPOS.map((campo) => campo.name));
});

test('each kind answers its own type; a catalogue answers only its codes, a reference an id', () => {
  const esquema = registroSchema(CAMPOS, 'completo');
  assert.ok(esquema.safeParse(completo).success);
  for (const [campo, valor] of Object.entries({ texto: 1, entero: 1.5, decimal: '1', fecha: 20240131, marca: 'si', respuesta: 'QUIZA', centro: 'HCL', respuestas: ['QUIZA'] })) {
    assert.equal(esquema.safeParse({ ...completo, [campo]: valor }).success, false, campo);
  }
});

test('null where the stored record may leave the value empty: optional, hidden, or required in a draft', () => {
  const nulos = (modo: 'borrador' | 'completo') =>
    CAMPOS.map((campo) => campo.name).filter((nombre) => registroSchema(CAMPOS, modo).safeParse({ ...completo, [nombre]: null }).success);
  assert.deepEqual(nulos('completo'), ['entero', 'fecha', 'centro']);
  assert.deepEqual(nulos('borrador'), ['texto', 'entero', 'decimal', 'fecha', 'respuesta', 'centro']);
});
