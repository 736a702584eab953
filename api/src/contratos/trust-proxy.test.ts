import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { intentoLogin } from '../db/schema';
import { createTestApp } from '../testing/create-test-app';

const PROXY = '10.30.0.1';

/** The address a failed sign-in was charged to: the client address the API believed. */
async function direccionVista(app: FastifyInstance, remoteAddress: string, forwardedFor: string): Promise<string | undefined> {
  const email = `proxy.${remoteAddress}.${forwardedFor.replaceAll(/[ ,]/g, '_')}@pruebas.test`;
  const response = await app.inject({
    method: 'POST',
    url: '/leucemiaAutenticacion/api/auth/login',
    payload: { email, password: 'contraseña-equivocada' },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress,
  });
  assert.equal(response.statusCode, 401);
  const filas = await app.db.select().from(intentoLogin);
  return filas.find((fila) => fila.email === email)?.direccion;
}

test('TRUST_PROXY off: X-Forwarded-For is ignored, so a client cannot choose its address', async () => {
  const app = await createTestApp();
  try {
    assert.equal(await direccionVista(app, '10.30.0.9', '203.0.113.7'), '10.30.0.9');
    assert.equal(await direccionVista(app, PROXY, '203.0.113.7'), PROXY);
  } finally {
    await app.close();
  }
});

test('TRUST_PROXY on: a trusted proxy names the client; anyone else, and what the client itself adds, is ignored', async () => {
  const app = await createTestApp({}, { trustProxy: [PROXY] });
  try {
    assert.equal(await direccionVista(app, PROXY, '203.0.113.7'), '203.0.113.7');
    assert.equal(await direccionVista(app, PROXY, '198.51.100.5, 203.0.113.8'), '203.0.113.8', 'a forged entry before the real one');
    assert.equal(await direccionVista(app, '10.30.0.9', '203.0.113.9'), '10.30.0.9', 'not a trusted proxy');
  } finally {
    await app.close();
  }
});
