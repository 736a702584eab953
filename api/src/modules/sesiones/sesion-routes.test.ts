import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  MENSAJE_CONTRASENA_ACTUAL_INCORRECTA,
  MENSAJE_CONTRASENA_COMUN,
  MENSAJE_CONTRASENA_CORTA,
  MENSAJE_CONTRASENA_REPETIDA,
  MENSAJE_SESION_NO_VALIDA,
} from '@registro-lma/shared/domain';
import { auditRows } from '../../testing/audit-rows';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { signIn, TEST_PASSWORD } from '../../testing/sign-in';

const CERRAR = '/leucemiaUsuarios/api/usuarios/cerrar-sesion';
const CAMBIAR = '/leucemiaUsuarios/api/usuarios/cambiar-contrasena';
const RENOVAR = '/leucemiaUsuarios/api/usuarios/renovar-token';
const USUARIO_TOKEN = '/leucemiaUsuarios/api/usuarios/usuario-token';
const LOGIN = '/leucemiaAutenticacion/api/auth/login';


const api = usarApiDePrueba();

function get(url: string, authorization: string) {
  return api.app.inject({ method: 'GET', url, headers: { authorization } });
}

function post(url: string, authorization: string, payload?: object) {
  return api.app.inject({ method: 'POST', url, headers: { authorization }, ...(payload === undefined ? {} : { payload }) });
}

async function login(email: string, password: string) {
  const response = await api.app.inject({ method: 'POST', url: LOGIN, payload: { email, password } });
  assert.equal(response.statusCode, 200, response.body);
  return `Bearer ${response.json<{ token: string }>().token}`;
}

test('sign-out ends the session: its token and every renewal of it answer 401, other sessions go on', async () => {
  const clinico = await signIn(api.app, 'CLINICO');
  const otraSesion = await login(clinico.email, TEST_PASSWORD);
  const renovado = `Bearer ${(await get(RENOVAR, clinico.authorization)).json<{ token: string }>().token}`;

  const cierre = await post(CERRAR, clinico.authorization);
  assert.equal(cierre.statusCode, 204);

  for (const authorization of [clinico.authorization, renovado]) {
    for (const url of [USUARIO_TOKEN, RENOVAR]) {
      const response = await get(url, authorization);
      assert.equal(response.statusCode, 401, url);
      assert.deepEqual(response.json(), { message: MENSAJE_SESION_NO_VALIDA });
    }
  }
  assert.equal((await post(CERRAR, clinico.authorization)).statusCode, 401, 'a closed session cannot be closed again');
  assert.equal((await get(USUARIO_TOKEN, otraSesion)).statusCode, 200, 'the sign-in in another browser is not affected');
});

test('changing one\'s own password: the policy, in Spanish, on the field', async () => {
  const lectura = await signIn(api.app, 'LECTURA');
  const casos = [
    [{ password_actual: TEST_PASSWORD, password: 'corta' }, { password: MENSAJE_CONTRASENA_CORTA }],
    [{ password_actual: TEST_PASSWORD, password: 'Password12345' }, { password: MENSAJE_CONTRASENA_COMUN }],
    [{ password_actual: TEST_PASSWORD, password: 'zzzzzzzzzzzzzzzz' }, { password: MENSAJE_CONTRASENA_COMUN }],
    [{ password_actual: TEST_PASSWORD, password: TEST_PASSWORD }, { password: MENSAJE_CONTRASENA_REPETIDA }],
    [{ password_actual: 'no-es-la-actual', password: 'una-clave-nueva-y-rara' }, { password_actual: MENSAJE_CONTRASENA_ACTUAL_INCORRECTA }],
  ] as const;
  for (const [payload, errores] of casos) {
    const response = await post(CAMBIAR, lectura.authorization, payload);
    assert.equal(response.statusCode, 400, JSON.stringify(payload));
    assert.deepEqual(response.json<{ errores: object }>().errores, errores);
  }
  assert.equal((await get(USUARIO_TOKEN, lectura.authorization)).statusCode, 200, 'a refused change ends nothing');
});

test('changing one\'s own password ends every session of the user and answers a token of a new one', async () => {
  const coordinador = await signIn(api.app, 'COORDINADOR');
  const otraSesion = await login(coordinador.email, TEST_PASSWORD);
  const response = await post(CAMBIAR, coordinador.authorization, { password_actual: TEST_PASSWORD, password: 'mi-clave-nueva-del-registro' });
  assert.equal(response.statusCode, 200, response.body);
  const { token, debe_cambiar_password } = response.json<{ token: string; debe_cambiar_password: boolean }>();
  assert.equal(debe_cambiar_password, false);

  assert.equal((await get(USUARIO_TOKEN, coordinador.authorization)).statusCode, 401);
  assert.equal((await get(USUARIO_TOKEN, otraSesion)).statusCode, 401);
  assert.equal((await get(USUARIO_TOKEN, `Bearer ${token}`)).statusCode, 200);

  const viejo = await api.app.inject({ method: 'POST', url: LOGIN, payload: { email: coordinador.email, password: TEST_PASSWORD } });
  assert.equal(viejo.statusCode, 401);
  await login(coordinador.email, 'mi-clave-nueva-del-registro');

  const [fila] = (await auditRows(api.app, 'usuario', coordinador.usuario_id)).slice(-1);
  assert.equal(fila?.accion, 'MODIFICAR');
  assert.equal(fila?.usuario_id, coordinador.usuario_id);
  assert.equal((fila?.despues as { contrasena_cambiada?: boolean }).contrasena_cambiada, true);
  assert.doesNotMatch(JSON.stringify(fila), /argon2|mi-clave-nueva/);
});
