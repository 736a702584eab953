import assert from 'node:assert/strict';
import { setTimeout as esperar } from 'node:timers/promises';
import { test } from 'node:test';
import { cacheDeRecuentos } from './calidad-recuento-cache';

test('a count is kept for its validity, per key, then counted again; a failed count is not kept', async () => {
  const recuentos = cacheDeRecuentos(50);
  let veces = 0;
  const contar = async () => ({ DATO_ESENCIAL: (veces += 1) });
  assert.deepEqual(await recuentos('a', contar), { DATO_ESENCIAL: 1 });
  assert.deepEqual(await recuentos('a', contar), { DATO_ESENCIAL: 1 });
  assert.deepEqual(await recuentos('b', contar), { DATO_ESENCIAL: 2 });
  await esperar(60);
  assert.deepEqual(await recuentos('a', contar), { DATO_ESENCIAL: 3 });
  await assert.rejects(recuentos('c', () => Promise.reject(new Error('caída'))));
  assert.deepEqual(await recuentos('c', contar), { DATO_ESENCIAL: 4 });
});
