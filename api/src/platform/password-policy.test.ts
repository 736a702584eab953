import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MENSAJE_SERVIDOR_OCUPADO } from '@registro-lma/shared/domain';
import { ApiError } from './api-errors';
import { crearLimiteHashes, hashPassword, verifyPassword } from './password-policy';

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

test('the hash limit runs at most its share at once, queues a bounded number, and refuses the rest with 503', async () => {
  const limite = crearLimiteHashes(2, 3);
  const enCurso: number[] = [];
  const dejar = limite.observar((n) => enCurso.push(n));
  let soltar: () => void = () => undefined;
  const bloqueo = new Promise<void>((resolve) => {
    soltar = resolve;
  });
  const admitidos = Array.from({ length: 5 }, () => limite.ejecutar(() => bloqueo));
  await assert.rejects(limite.ejecutar(() => bloqueo), (error: unknown) => {
    assert.ok(error instanceof ApiError);
    assert.deepEqual([error.statusCode, error.message, typeof error.retryAfterSeconds], [503, MENSAJE_SERVIDOR_OCUPADO, 'number']);
    return true;
  });
  soltar();
  await Promise.all(admitidos);
  dejar();
  assert.equal(enCurso.length, 5, 'every admitted calculation ran');
  assert.equal(Math.max(...enCurso), 2);
});
