import assert from 'node:assert/strict';
import { mock, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { MENSAJE_SESION_NO_VALIDA, TOKEN_COOKIE } from '@registro-lma/shared/domain';
import { buildApp } from '../app';
import { openDatabase } from '../db/connection';
import { usuario } from '../db/schema';
import { signIn } from '../testing/sign-in';
import { testConfig } from '../testing/test-config';
import { createTestDatabase } from '../testing/test-database';
import type { AccesoDocs } from './api-config';

// /docs is not public in production. DOCS=autenticado lets in a signed-in user, by bearer header or by
// the session cookie a browser sends; DOCS=desactivado serves nothing.

const RUTAS = ['/docs/', '/docs/json'];

async function conDocs(docs: AccesoDocs, prueba: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>): Promise<void> {
  const testDatabase = await createTestDatabase();
  const config = { ...testConfig(testDatabase), docs };
  const info = mock.method(console, 'info', () => undefined);
  const database = await openDatabase(config);
  try {
    const app = await buildApp(config, { logger: false, database });
    try {
      await prueba(app);
    } finally {
      await app.close();
    }
  } finally {
    info.mock.restore();
    await database.close();
    await testDatabase.drop();
  }
}

test('autenticado: without a session 401 in Spanish; with the bearer token or the session cookie 200', async () => {
  await conDocs('autenticado', async (app) => {
    const lectura = await signIn(app, 'LECTURA');
    const token = lectura.authorization.slice('Bearer '.length);
    for (const url of RUTAS) {
      const anonimo = await app.inject({ method: 'GET', url });
      assert.equal(anonimo.statusCode, 401, url);
      assert.deepEqual(anonimo.json(), { message: MENSAJE_SESION_NO_VALIDA });
      const falsa = await app.inject({ method: 'GET', url, headers: { cookie: `${TOKEN_COOKIE}=no-es-un-token` } });
      assert.equal(falsa.statusCode, 401, url);
      assert.equal((await app.inject({ method: 'GET', url, headers: { authorization: lectura.authorization } })).statusCode, 200, url);
      const cookie = `lista=1; ${TOKEN_COOKIE}=${encodeURIComponent(token)}`;
      assert.equal((await app.inject({ method: 'GET', url, headers: { cookie } })).statusCode, 200, url);
    }
    await app.db.update(usuario).set({ activo: false }).where(eq(usuario.usuario_id, lectura.usuario_id));
    app.usuarios.olvidar(lectura.usuario_id);
    const desactivado = await app.inject({ method: 'GET', url: '/docs/json', headers: { cookie: `${TOKEN_COOKIE}=${token}` } });
    assert.equal(desactivado.statusCode, 401);
  });
});

test('desactivado: /docs is not served, yet the document is still built for the app', async () => {
  await conDocs('desactivado', async (app) => {
    const admin = await signIn(app, 'ADMIN');
    for (const url of RUTAS) {
      assert.equal((await app.inject({ method: 'GET', url, headers: { authorization: admin.authorization } })).statusCode, 404, url);
    }
    assert.ok(Object.keys((app.swagger() as { paths: object }).paths).length > 0);
  });
});

test('publico: anyone may read /docs', async () => {
  await conDocs('publico', async (app) => {
    for (const url of RUTAS) assert.equal((await app.inject({ method: 'GET', url })).statusCode, 200, url);
  });
});
