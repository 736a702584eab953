import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterEach, mock, test } from 'node:test';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { signedToken, signIn, type TestSession } from '../testing/sign-in';

const RENOVAR = '/leucemiaUsuarios/api/usuarios/renovar-token';
const USUARIO_TOKEN = '/leucemiaUsuarios/api/usuarios/usuario-token';
const MINUTO = 60_000;
const HORA = 60 * MINUTO;

let admin: TestSession;

const api = usarApiDePrueba(async (app) => {
  admin = await signIn(app, 'ADMIN');
});

afterEach(() => mock.timers.reset());

function get(url: string, authorization: string) {
  return api.app.inject({ method: 'GET', url, headers: { authorization } });
}

function cargaDe(token: string): { sid: string; ini: number; iat: number; exp: number } {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

test('renewing every 40 minutes keeps a session for 12 hours from sign-in and not a minute more', async () => {
  const inicio = Date.now();
  mock.timers.enable({ apis: ['Date'], now: inicio });
  const lectura = await signIn(api.app, 'LECTURA');
  const fin = cargaDe(lectura.authorization).ini * 1000 + 12 * HORA;
  let token = lectura.authorization.slice('Bearer '.length);
  let renovaciones = 0;
  for (let t = inicio + 40 * MINUTO; t < fin; t += 40 * MINUTO) {
    mock.timers.setTime(t);
    const response = await get(RENOVAR, `Bearer ${token}`);
    assert.equal(response.statusCode, 200, `renewal at +${(t - inicio) / MINUTO} min`);
    token = response.json<{ token: string }>().token;
    assert.ok(cargaDe(token).exp * 1000 <= fin, 'no token of the session outlives it');
    renovaciones += 1;
  }
  assert.equal(renovaciones, 17);

  mock.timers.setTime(fin + 1000);
  assert.ok(cargaDe(token).exp * 1000 > fin - 40 * MINUTO, 'the last token would still be within its own 50 minutes');
  for (const url of [RENOVAR, USUARIO_TOKEN]) {
    assert.equal((await get(url, `Bearer ${token}`)).statusCode, 401, url);
  }
});

test('a token already used is refused once past its own exp, while its session is still open', async () => {
  const inicio = Date.now();
  mock.timers.enable({ apis: ['Date'], now: inicio });
  const lectura = await signIn(api.app, 'LECTURA');
  const { exp } = cargaDe(lectura.authorization.slice('Bearer '.length));
  mock.timers.setTime(exp * 1000 - 1000);
  assert.equal((await get(USUARIO_TOKEN, lectura.authorization)).statusCode, 200, 'a second before its end');
  mock.timers.setTime(exp * 1000);
  assert.equal((await get(USUARIO_TOKEN, lectura.authorization)).statusCode, 401, 'at its end');
});

test('a token signed with the secret but without exp, or without a session, is refused', async () => {
  const { sid, ini } = cargaDe(admin.authorization.slice('Bearer '.length));
  const ahora = Math.floor(Date.now() / 1000);
  const base = { sub: String(admin.usuario_id), rol: 'ADMIN', iat: ahora };
  const valido = signedToken({ ...base, sid, ini, exp: ahora + 600 });
  assert.equal((await get(USUARIO_TOKEN, `Bearer ${valido}`)).statusCode, 200, 'the forging works when the token is complete');

  const casos = {
    'sin exp': signedToken({ ...base, sid, ini }),
    'sin sid': signedToken({ ...base, ini, exp: ahora + 600 }),
    'sesión inexistente': signedToken({ ...base, sid: randomUUID(), ini, exp: ahora + 600 }),
    'sid de otro usuario': signedToken({ ...base, sub: '999999', sid, ini, exp: ahora + 600 }),
  };
  for (const [caso, token] of Object.entries(casos)) {
    assert.equal((await get(USUARIO_TOKEN, `Bearer ${token}`)).statusCode, 401, caso);
    assert.equal((await get(RENOVAR, `Bearer ${token}`)).statusCode, 401, caso);
  }
});
