import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MENSAJE_SESION_NO_VALIDA } from '@registro-lma/shared/domain';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { signIn, type TestSession } from '../testing/sign-in';

// A session is every API route's default; a route added without any declaration is closed.

const OLVIDADA = '/leucemia/api/prueba/ruta-sin-declaraciones';
const PUBLICA = '/leucemia/api/prueba/ruta-publica';

let clinico: TestSession;

const api = usarApiDePrueba(async (app) => {
  clinico = await signIn(app, 'CLINICO');
}, {
  extend: async (instancia) => {
    instancia.get(OLVIDADA, async () => ({ dato: 'reservado' }));
    instancia.get(PUBLICA, { config: { sesion: 'publica' } }, async () => ({ dato: 'de todos' }));
  },
});

test('a route that declares nothing answers 401 without a session, and serves a signed-in user', async () => {
  const sinSesion = await api.app.inject({ method: 'GET', url: OLVIDADA });
  assert.equal(sinSesion.statusCode, 401);
  assert.equal(sinSesion.json<{ message: string }>().message, MENSAJE_SESION_NO_VALIDA);
  const conSesion = await api.app.inject({ method: 'GET', url: OLVIDADA, headers: { authorization: clinico.authorization } });
  assert.deepEqual(conSesion.json(), { dato: 'reservado' });
});

test('a route declared public answers without a session', async () => {
  assert.deepEqual((await api.app.inject({ method: 'GET', url: PUBLICA })).json(), { dato: 'de todos' });
});

test('the OpenAPI document gives every operation but the public ones the bearer scheme', async () => {
  await api.app.ready();
  const documento = api.app.swagger() as { paths: Record<string, Record<string, { security?: unknown }>> };
  const sinEsquema = Object.entries(documento.paths).flatMap(([ruta, operaciones]) =>
    Object.entries(operaciones)
      .filter(([, operacion]) => JSON.stringify(operacion.security ?? []).includes('bearerAuth') === false)
      .map(([metodo]) => `${metodo.toUpperCase()} ${ruta}`),
  );
  assert.deepEqual(sinEsquema, ['POST /leucemiaAutenticacion/api/auth/login', `GET ${PUBLICA}`]);
});
