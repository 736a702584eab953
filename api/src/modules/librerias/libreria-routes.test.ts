import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CATALOGOS, SEXO } from '@registro-lma/shared/domain';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';

const LIBRERIA = '/leucemiaLibrerias/api/library';

let laboratorio: TestSession;

const api = usarApiDePrueba(async (app) => {
  laboratorio = await signIn(app, 'LABORATORIO');
});

type Indice = { version: string; catalogos: { id: string; configurable: boolean; filas: number }[] };

test('the index lists every catalogue with its row count and whether the admin configures it', async () => {
  const response = await requestAs(api.app, laboratorio, 'GET', LIBRERIA);
  assert.equal(response.statusCode, 200);
  const indice = response.json<Indice>();
  assert.equal(indice.catalogos.length, Object.keys(CATALOGOS).length);
  assert.deepEqual(indice.catalogos.find((catalogo) => catalogo.id === 'sexo'), { id: 'sexo', configurable: false, filas: 2 });
  assert.deepEqual(indice.catalogos.find((catalogo) => catalogo.id === 'ensayo'), { id: 'ensayo', configurable: true, filas: 8 });
  assert.equal(response.headers.etag, `"${indice.version}"`);
});

test('a catalogue comes with its version as ETag and may be kept 50 minutes', async () => {
  const response = await requestAs(api.app, laboratorio, 'GET', `${LIBRERIA}/sexo`);
  assert.equal(response.statusCode, 200);
  const cuerpo = response.json<{ catalogo: string; version: string; filas: unknown[] }>();
  assert.deepEqual(cuerpo.filas, SEXO);
  assert.equal(cuerpo.catalogo, 'sexo');
  assert.equal(response.headers.etag, `"${cuerpo.version}"`);
  assert.equal(response.headers['cache-control'], 'private, max-age=3000');
  const otro = (await requestAs(api.app, laboratorio, 'GET', `${LIBRERIA}/entidad`)).json<{ version: string }>();
  assert.notEqual(otro.version, cuerpo.version);
});

test('If-None-Match with the current ETag answers 304 without a body; another ETag gets the rows', async () => {
  const primera = await requestAs(api.app, laboratorio, 'GET', `${LIBRERIA}/estado_paciente`);
  const etag = String(primera.headers.etag);
  const revalidar = (valor: string) =>
    api.app.inject({ method: 'GET', url: `${LIBRERIA}/estado_paciente`, headers: { authorization: laboratorio.authorization, 'if-none-match': valor } });
  const igual = await revalidar(etag);
  assert.equal(igual.statusCode, 304);
  assert.equal(igual.body, '');
  assert.equal(igual.headers.etag, etag);
  assert.equal((await revalidar(`"otra", W/${etag}`)).statusCode, 304);
  assert.equal((await revalidar('"antigua"')).statusCode, 200);
});

test('an unknown catalogue is 404; without a session 401', async () => {
  const desconocido = await requestAs(api.app, laboratorio, 'GET', `${LIBRERIA}/no_existe`);
  assert.deepEqual([desconocido.statusCode, desconocido.json()], [404, { message: 'Recurso no encontrado.' }]);
  assert.equal((await api.app.inject({ method: 'GET', url: `${LIBRERIA}/sexo` })).statusCode, 401);
});
