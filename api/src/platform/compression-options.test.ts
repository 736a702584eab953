import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { asegurarCentrosDemo } from '../demo/centros-demo';
import { sembrarPacientes } from '../demo/sembrar-pacientes';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { PACIENTES } from '../testing/pacientes';
import { signIn, type TestSession } from '../testing/sign-in';

// Replies whose shape the API itself does not produce yet: a file already compressed (as the front end's `.br`
// twins), a streamed CSV (as the coming downloads) and a binary body.
const CSV = `upn;estado\n${Array.from({ length: 200 }, (_, i) => `LMA-${String(i).padStart(5, '0')};ACTIVO`).join('\n')}\n`;
const YA_COMPRIMIDO = brotliCompressSync(JSON.stringify({ relleno: 'x'.repeat(5000) }));
const PNG = Buffer.alloc(4096, 0x89);

let admin: TestSession;

const api = usarApiDePrueba(async (app) => {
  admin = await signIn(app, 'ADMIN');
  const centros = await asegurarCentrosDemo(app.db, 2, null);
  await sembrarPacientes(app.db, { pacientes: 30, centros: centros.map(({ hospital_id }) => ({ hospital_id, autor: null })) });
}, {
  extend: async (instance) => {
    instance.get('/prueba/ya-comprimido', (_request, reply) =>
      reply.header('Content-Encoding', 'br').type('application/json').send(YA_COMPRIMIDO),
    );
    instance.get('/prueba/csv', (_request, reply) => reply.type('text/csv; charset=utf-8').send(Readable.from([CSV])));
    instance.get('/prueba/png', (_request, reply) => reply.type('image/png').send(PNG));
  },
});

function get(url: string, acceptEncoding?: string): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { authorization: admin.authorization };
  if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
  return api.app.inject({ method: 'GET', url, headers });
}

function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  return response.rawPayload;
}

test('a JSON answer over 1 KB comes in brotli when accepted, in gzip otherwise, as it is when neither', async () => {
  const plain = await get(`${PACIENTES}/admin`);
  assert.equal(plain.statusCode, 200);
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.ok(plain.rawPayload.length > 1024, `${plain.rawPayload.length} B`);

  for (const [acceptEncoding, expected] of [['br', 'br'], ['br, gzip', 'br'], ['gzip', 'gzip']] as const) {
    const response = await get(`${PACIENTES}/admin`, acceptEncoding);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], expected, acceptEncoding);
    assert.match(String(response.headers.vary), /accept-encoding/i);
    assert.ok(response.rawPayload.length < plain.rawPayload.length / 2, `${acceptEncoding}: ${response.rawPayload.length} B`);
    assert.deepEqual(JSON.parse(decoded(response).toString('utf8')), plain.json());
  }
});

test('a JSON answer under 1 KB is sent as it is, even when brotli is accepted', async () => {
  const response = await get(`${PACIENTES}/select/estados`, 'br, gzip');
  assert.equal(response.statusCode, 200);
  assert.ok(response.rawPayload.length < 1024, `${response.rawPayload.length} B`);
  assert.equal(response.headers['content-encoding'], undefined);
  assert.ok(Array.isArray(response.json()));
});

test('a reply that already has a Content-Encoding is not compressed again', async () => {
  const response = await get('/prueba/ya-comprimido', 'br, gzip');
  assert.equal(response.headers['content-encoding'], 'br');
  assert.deepEqual(response.rawPayload, YA_COMPRIMIDO);
});

test('a streamed text reply is compressed on the fly and decodes to the same text', async () => {
  const response = await get('/prueba/csv', 'gzip');
  assert.equal(response.statusCode, 200);
  assert.equal(response.headers['content-encoding'], 'gzip');
  assert.equal(decoded(response).toString('utf8'), CSV);
});

test('a binary reply is sent as it is', async () => {
  const response = await get('/prueba/png', 'br, gzip');
  assert.equal(response.headers['content-encoding'], undefined);
  assert.deepEqual(response.rawPayload, PNG);
});
