import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { signIn, type TestSession } from '../testing/sign-in';

// No API answer that may carry patient data is kept by a cache. Every operation of the OpenAPI document is
// called, signed in and signed out, and each answer, whatever its status, must say `Cache-Control: no-store`; only
// the catalogues, which hold no patient data, may be kept, and only by the user's own browser.

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

const METODOS = new Set(['get', 'post', 'put', 'patch', 'delete']);
const PREFIJO_CATALOGOS = '/leucemiaLibrerias/';

let admin: TestSession;

const api = usarApiDePrueba(async (app) => {
  admin = await signIn(app, 'ADMIN');
  await app.ready();
}, {
  extend: async (instance) => {
    instance.get('/pagina-web.js', { schema: { hide: true } }, async () => 'servido por el front end');
  },
});

function operaciones(): { method: InjectOptions['method']; url: string }[] {
  const documento = api.app.swagger() as OpenApiDocument;
  return Object.entries(documento.paths).flatMap(([plantilla, metodos]) =>
    Object.keys(metodos)
      .filter((metodo) => METODOS.has(metodo))
      .map((metodo) => ({ method: metodo.toUpperCase() as InjectOptions['method'], url: plantilla.replace(/\{\w+\}/g, '1') })),
  );
}

test('every documented operation answers with Cache-Control: no-store, signed in or not', async () => {
  const lista = operaciones();
  assert.ok(lista.length > 30, `solo ${lista.length} operaciones`);
  for (const { method, url } of lista) {
    for (const headers of [{ authorization: admin.authorization }, {}]) {
      const response = await api.app.inject({ method, url, headers, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
      const esperada = url.startsWith(PREFIJO_CATALOGOS) && response.statusCode === 200 ? 'private, max-age=3000' : 'no-store';
      assert.equal(response.headers['cache-control'], esperada, `${method} ${url} → ${response.statusCode}`);
    }
  }
});

test('an unknown API path is not cached either; the web app files are left to their own server', async () => {
  const desconocida = await api.app.inject({ method: 'GET', url: '/leucemia/api/no-existe' });
  assert.equal(desconocida.statusCode, 404);
  assert.equal(desconocida.headers['cache-control'], 'no-store');
  const web = await api.app.inject({ method: 'GET', url: '/pagina-web.js' });
  assert.equal(web.headers['cache-control'], undefined);
});
