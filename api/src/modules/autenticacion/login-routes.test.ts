import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MENSAJE_DEMASIADOS_INTENTOS, MENSAJE_LOGIN_INCORRECTO } from '@registro-lma/shared/domain';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { signIn, TEST_PASSWORD, type TestSession } from '../../testing/sign-in';
import { LIMITES_INTENTOS } from './intentos-login-limiter';

const LOGIN = '/leucemiaAutenticacion/api/auth/login';

let clinico: TestSession;

const api = usarApiDePrueba(async (app) => {
  clinico = await signIn(app, 'CLINICO');
});

function login(email: string, password: string, remoteAddress = '10.0.0.1') {
  return api.app.inject({ method: 'POST', url: LOGIN, payload: { email, password }, remoteAddress });
}

async function usuarioToken(token: string) {
  const response = await api.app.inject({
    method: 'GET',
    url: '/leucemiaUsuarios/api/usuarios/usuario-token',
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(response.statusCode, 200);
  return response.json<{ usuario_id: number; ultimo_acceso: string | null }>();
}

test('right credentials give a working token and record the sign-in time', async () => {
  const antes = Date.now();
  const response = await login(clinico.email, TEST_PASSWORD);
  assert.equal(response.statusCode, 200);
  const { token } = response.json<{ token: string }>();
  const sesion = await usuarioToken(token);
  assert.equal(sesion.usuario_id, clinico.usuario_id);
  assert.ok(sesion.ultimo_acceso !== null && Date.parse(sesion.ultimo_acceso) >= antes - 1000);
});

test('the e-mail is matched without regard to case or surrounding spaces', async () => {
  const response = await login(`  ${clinico.email.toUpperCase()} `, TEST_PASSWORD);
  assert.equal(response.statusCode, 200);
});

test('a wrong password answers 401 with the Spanish message', async () => {
  const response = await login(clinico.email, 'contraseña-equivocada', '10.0.0.2');
  assert.equal(response.statusCode, 401);
  assert.deepEqual(response.json(), { message: MENSAJE_LOGIN_INCORRECTO });
});

test('an unknown user gets exactly the same answer', async () => {
  const response = await login('nadie@pruebas.test', TEST_PASSWORD, '10.0.0.2');
  assert.equal(response.statusCode, 401);
  assert.deepEqual(response.json(), { message: MENSAJE_LOGIN_INCORRECTO });
});

test('a deactivated user cannot sign in, even with the right password', async () => {
  const inactivo = await signIn(api.app, 'LECTURA');
  const admin = await signIn(api.app, 'ADMIN');
  const baja = await api.app.inject({
    method: 'DELETE',
    url: `/leucemiaUsuarios/api/usuarios/${inactivo.usuario_id}`,
    headers: { authorization: admin.authorization },
  });
  assert.equal(baja.statusCode, 200);
  const response = await login(inactivo.email, TEST_PASSWORD, '10.0.0.3');
  assert.equal(response.statusCode, 401);
  assert.deepEqual(response.json(), { message: MENSAJE_LOGIN_INCORRECTO });
});

test('missing credentials answer 400 with a message per field', async () => {
  const response = await api.app.inject({ method: 'POST', url: LOGIN, payload: {} });
  assert.equal(response.statusCode, 400);
  assert.deepEqual(response.json(), {
    message: 'Datos no válidos.',
    errores: { email: 'Este campo es obligatorio.', password: 'Este campo es obligatorio.' },
  });
});

test(`after ${LIMITES_INTENTOS.porCuentaYDireccion} failures from one IP for one e-mail the next attempt gets 429`, async () => {
  const victima = await signIn(api.app, 'CLINICO');
  const ip = '10.0.0.9';
  for (let intento = 1; intento <= LIMITES_INTENTOS.porCuentaYDireccion; intento += 1) {
    const response = await login(victima.email, 'contraseña-equivocada', ip);
    assert.equal(response.statusCode, 401, `intento ${intento}`);
  }
  const bloqueado = await login(victima.email, TEST_PASSWORD, ip);
  assert.equal(bloqueado.statusCode, 429);
  assert.deepEqual(bloqueado.json(), { message: MENSAJE_DEMASIADOS_INTENTOS });

  const otraIp = await login(victima.email, TEST_PASSWORD, '10.0.0.10');
  assert.equal(otraIp.statusCode, 200, 'another IP is not blocked');
  const otroEmail = await login('otro@pruebas.test', 'contraseña-equivocada', ip);
  assert.equal(otroEmail.statusCode, 401, 'another e-mail from the same IP is not blocked');
});

test('successful sign-ins do not count towards the limit', async () => {
  const ip = '10.0.0.11';
  for (let intento = 1; intento <= LIMITES_INTENTOS.porDireccion + 2; intento += 1) {
    const response = await login(clinico.email, TEST_PASSWORD, ip);
    assert.equal(response.statusCode, 200, `intento ${intento}`);
  }
});
