import assert from 'node:assert/strict';
import { test } from 'node:test';
import { uniqueViolationField } from './unique-constraints';

test('maps a unique violation to the field of its constraint, wrapped by drizzle or not', () => {
  const driverError = { code: '23505', constraint: 'usuario_email_unique' };
  assert.equal(uniqueViolationField(driverError), 'email');
  assert.equal(uniqueViolationField(Object.assign(new Error('Failed query'), { cause: driverError })), 'email');
  assert.equal(uniqueViolationField({ code: '23505', constraint: 'hospital_codigo_unique' }), 'codigo');
});

test('an unknown unique constraint concerns the record as a whole', () => {
  assert.equal(uniqueViolationField({ code: '23505', constraint: 'otra_restriccion' }), 'registro');
});

test('other errors are not unique violations', () => {
  assert.equal(uniqueViolationField(new Error('otro')), null);
  assert.equal(uniqueViolationField({ code: '23503', constraint: 'usuario_hospital_hospital_id_fk' }), null);
  assert.equal(uniqueViolationField(null), null);
});
