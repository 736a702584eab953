import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { mock, test } from 'node:test';
import { MENSAJE_RECURSO_NO_ENCONTRADO } from '@registro-lma/shared/domain';
import { buildApp } from './app';
import { usuario } from './db/schema';
import { MENSAJE_ERROR_INESPERADO } from './platform/error-handler';
import { usarApiDePrueba } from './testing/api-de-prueba';
import { signIn, type TestSession } from './testing/sign-in';
import { testConfig } from './testing/test-config';
import { createTestDatabase } from './testing/test-database';

const logLines: string[] = [];
let admin: TestSession;

const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

const api = usarApiDePrueba(async (app) => {
  admin = await signIn(app, 'ADMIN');
}, {
  logger: { level: 'error', stream },
  extend: async (instance) => {
    instance.get('/extension', async () => ({ servido: 'por la extensión' }));
    instance.get('/falla', async () => {
      throw new Error('detalle interno que no debe salir');
    });
  },
  notFound: (_request, reply) => reply.code(200).type('text/html').send('<html>aplicación web</html>'),
});

const CABECERAS_SEGURIDAD = [
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-powered-by',
  'content-security-policy',
];

test('security headers are set; the Content-Security-Policy is left to the front-end server', async () => {
  const response = await api.app.inject({ method: 'GET', url: '/extension' });
  const cabeceras = Object.fromEntries(CABECERAS_SEGURIDAD.map((nombre) => [nombre, response.headers[nombre]]));
  assert.deepEqual(cabeceras, {
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    'x-powered-by': undefined,
    'content-security-policy': undefined,
  });
});

test('extend runs after the API routes: its routes are served', async () => {
  const response = await api.app.inject({ method: 'GET', url: '/extension' });
  assert.deepEqual(response.json(), { servido: 'por la extensión' });
});

test('malformed JSON answers 400, never 500', async () => {
  const response = await api.app.inject({
    method: 'POST',
    url: '/leucemiaAutenticacion/api/auth/login',
    headers: { 'content-type': 'application/json' },
    payload: '{"email": "a@b.es", ',
  });
  assert.equal(response.statusCode, 400);
  assert.deepEqual(response.json(), { message: 'Datos no válidos.', errores: { registro: 'Formato no válido.' } });
});

test('JSON that is not an object answers 400 on the record', async () => {
  const response = await api.app.inject({
    method: 'POST',
    url: '/leucemiaHospitales/api/hospitales',
    headers: { authorization: admin.authorization, 'content-type': 'application/json' },
    payload: '[1, 2]',
  });
  assert.equal(response.statusCode, 400);
  assert.deepEqual(response.json(), { message: 'Datos no válidos.', errores: { registro: 'Datos no válidos.' } });
});

test('an unsupported content type answers 415 in Spanish', async () => {
  const response = await api.app.inject({
    method: 'POST',
    url: '/leucemiaAutenticacion/api/auth/login',
    headers: { 'content-type': 'application/xml' },
    payload: '<login/>',
  });
  assert.equal(response.statusCode, 415);
  assert.deepEqual(response.json(), { message: 'Tipo de contenido no admitido.' });
});

test('an unexpected failure answers 500 with a generic Spanish message and is logged with its detail', async () => {
  const response = await api.app.inject({ method: 'GET', url: '/falla' });
  assert.equal(response.statusCode, 500);
  assert.deepEqual(response.json(), { message: MENSAJE_ERROR_INESPERADO });
  assert.ok(logLines.some((line) => line.includes('detalle interno que no debe salir')));
});

test('unknown API and docs paths answer 404 JSON; other paths go to the notFound fallback', async () => {
  for (const url of ['/leucemiaUsuarios/api/nada', '/leucemia/api/nada/1', '/leucemiaDescargas/api/x?y=1', '/docs/nada']) {
    const response = await api.app.inject({ method: 'GET', url });
    assert.equal(response.statusCode, 404, url);
    assert.deepEqual(response.json(), { message: MENSAJE_RECURSO_NO_ENCONTRADO });
  }
  const web = await api.app.inject({ method: 'GET', url: '/paciente/7' });
  assert.equal(web.statusCode, 200);
  assert.equal(web.body, '<html>aplicación web</html>');
});

test('an api.app that opened its own database closes it when it closes', async () => {
  const testDatabase = await createTestDatabase();
  const info = mock.method(console, 'info', () => undefined);
  try {
    const propia = await buildApp(testConfig(testDatabase), { logger: false });
    await propia.close();
    await assert.rejects(propia.db.select().from(usuario));
  } finally {
    info.mock.restore();
    await testDatabase.drop();
  }
});
