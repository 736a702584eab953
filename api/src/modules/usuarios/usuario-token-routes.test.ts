import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createHmac } from 'node:crypto';
import { MENSAJE_SESION_NO_VALIDA } from '@registro-lma/shared/domain';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { expiredToken, signIn, type TestSession } from '../../testing/sign-in';

const RENOVAR = '/leucemiaUsuarios/api/usuarios/renovar-token';
const USUARIO_TOKEN = '/leucemiaUsuarios/api/usuarios/usuario-token';

let admin: TestSession;
let hospitalId: number;

const api = usarApiDePrueba(async (app) => {
  admin = await signIn(app, 'ADMIN');
  const creado = await app.inject({
    method: 'POST',
    url: '/leucemiaHospitales/api/hospitales',
    headers: { authorization: admin.authorization },
    payload: { codigo: 'HUVH', nombre: 'Hospital Vall d’Hebron', ciudad: 'Barcelona', comunidad_autonoma: 'CT' },
  });
  hospitalId = creado.json<{ hospital_id: number }>().hospital_id;
});

function get(url: string, authorization?: string) {
  return api.app.inject({ method: 'GET', url, headers: authorization === undefined ? {} : { authorization } });
}

function payloadOf(token: string): { sub: string; rol: string; sid: string; ini: number; iat: number; exp: number } {
  const [, carga = ''] = token.split('.');
  return JSON.parse(Buffer.from(carga, 'base64url').toString('utf8'));
}

test('usuario-token returns the session user with hospitals, laboratories, biolabs and last sign-in', async () => {
  const clinico = await signIn(api.app, 'CLINICO', { hospitales: [hospitalId] });
  const response = await get(USUARIO_TOKEN, clinico.authorization);
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), {
    usuario_id: clinico.usuario_id,
    email: clinico.email,
    nombre: 'Prueba',
    apellidos: clinico.apellidos,
    rol: 'CLINICO',
    hospitales: [{ hospital_id: hospitalId, codigo: 'HUVH', nombre: 'Hospital Vall d’Hebron' }],
    laboratorios: [],
    biolabs: [],
    ultimo_acceso: null,
  });
});

test('a laboratory user carries its laboratories', async () => {
  const laboratorio = await signIn(api.app, 'LABORATORIO', { laboratorios: ['LAB_NGS_REF', 'LAB_CMF_REF'] });
  const response = await get(USUARIO_TOKEN, laboratorio.authorization);
  assert.deepEqual(response.json<{ laboratorios: string[] }>().laboratorios, ['LAB_CMF_REF', 'LAB_NGS_REF']);
});

test('renovar-token returns a new HS256 token for the same user and session, valid for 50 minutes', async () => {
  const response = await get(RENOVAR, admin.authorization);
  assert.equal(response.statusCode, 200);
  const { token, debe_cambiar_password } = response.json<{ token: string; debe_cambiar_password: boolean }>();
  assert.equal(debe_cambiar_password, false);
  const carga = payloadOf(token);
  const original = payloadOf(admin.authorization.slice('Bearer '.length));
  assert.equal(carga.sub, String(admin.usuario_id));
  assert.equal(carga.rol, 'ADMIN');
  assert.equal(carga.sid, original.sid);
  assert.equal(carga.ini, original.ini);
  assert.equal(carga.exp - carga.iat, 50 * 60);
  assert.equal(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()).alg, 'HS256');
  const conNuevo = await get(USUARIO_TOKEN, `Bearer ${token}`);
  assert.equal(conNuevo.statusCode, 200);
});

test('no token, a malformed one or a foreign signature: 401 with the Spanish message', async () => {
  const [, carga] = admin.authorization.split('.');
  const cabecera = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const firmaAjena = createHmac('sha256', 'otro-secreto').update(`${cabecera}.${carga}`).digest('base64url');
  for (const authorization of [undefined, 'Bearer no-es-un-token', `Bearer ${cabecera}.${carga}.${firmaAjena}`, 'Basic abc']) {
    const response = await get(RENOVAR, authorization);
    assert.equal(response.statusCode, 401, String(authorization));
    assert.deepEqual(response.json(), { message: MENSAJE_SESION_NO_VALIDA });
  }
});

test('an expired token answers 401', async () => {
  const response = await get(USUARIO_TOKEN, `Bearer ${expiredToken(admin.usuario_id, 'ADMIN')}`);
  assert.equal(response.statusCode, 401);
  assert.deepEqual(response.json(), { message: MENSAJE_SESION_NO_VALIDA });
});

test('the token of a user deactivated after signing in stops working at once', async () => {
  const lectura = await signIn(api.app, 'LECTURA');
  assert.equal((await get(USUARIO_TOKEN, lectura.authorization)).statusCode, 200);
  const baja = await api.app.inject({
    method: 'DELETE',
    url: `/leucemiaUsuarios/api/usuarios/${lectura.usuario_id}`,
    headers: { authorization: admin.authorization },
  });
  assert.equal(baja.statusCode, 200);
  for (const url of [USUARIO_TOKEN, RENOVAR]) {
    const response = await get(url, lectura.authorization);
    assert.equal(response.statusCode, 401, url);
  }
});

test('the user is re-read on every request: a changed name applies to existing tokens', async () => {
  const coordinador = await signIn(api.app, 'COORDINADOR');
  const leido = await get(`/leucemiaUsuarios/api/usuarios/${coordinador.usuario_id}`, admin.authorization);
  const cambio = await api.app.inject({
    method: 'PUT',
    url: `/leucemiaUsuarios/api/usuarios/${coordinador.usuario_id}`,
    headers: { authorization: admin.authorization },
    payload: { ...leido.json<object>(), apellidos: 'Apellidos Nuevos' },
  });
  assert.equal(cambio.statusCode, 200);
  const response = await get(USUARIO_TOKEN, coordinador.authorization);
  assert.equal(response.json<{ apellidos: string }>().apellidos, 'Apellidos Nuevos');
});
