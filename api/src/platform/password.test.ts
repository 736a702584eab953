import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hashPassword, verifyPassword } from './password';

test('hashes with argon2id and a random salt', async () => {
  const first = await hashPassword('contraseña-larga-1');
  const second = await hashPassword('contraseña-larga-1');
  assert.match(first, /^\$argon2id\$/);
  assert.notEqual(first, second);
});

test('verifies the right password and rejects a wrong one or a corrupt hash', async () => {
  const stored = await hashPassword('contraseña-larga-1');
  assert.equal(await verifyPassword(stored, 'contraseña-larga-1'), true);
  assert.equal(await verifyPassword(stored, 'otra-contraseña'), false);
  assert.equal(await verifyPassword('no-es-un-hash', 'contraseña-larga-1'), false);
});
