import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MENSAJE_DEMASIADOS_INTENTOS } from '@registro-lma/shared/domain';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { expiredToken, signIn, type TestSession } from '../../testing/sign-in';
import type { BitacoraListada } from './bitacora-schemas';

const BITACORA = '/leucemiaLogs/api/appBitacora';

let admin: TestSession;
let clinico: TestSession;

const api = usarApiDePrueba(async (app) => {
  admin = await signIn(app, 'ADMIN');
  clinico = await signIn(app, 'CLINICO');
});

const entrada = (cambios: object = {}) => ({
  fecha: '2026-03-02T10:15:00.000Z',
  request: JSON.stringify({ method: 'get', url: '/leucemia/api/pacientes/7/diagnostico', body: null }),
  response: '500 {"message":"Se ha producido un error inesperado."}',
  usuario: 'ana@hospital.es',
  rol: 'CLINICO',
  url: '/diagnostico/7',
  ...cambios,
});

function post(payload: object | string, headers: Record<string, string> = {}, remoteAddress = '10.1.0.1') {
  return api.app.inject({ method: 'POST', url: BITACORA, payload, headers, remoteAddress });
}

async function listar(query = ''): Promise<{ items: BitacoraListada[]; total: number }> {
  const response = await api.app.inject({ method: 'GET', url: `${BITACORA}${query}`, headers: { authorization: admin.authorization } });
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

describe('registro', () => {
  test('without a token the claimed user and role are stored only as declared, never as the verified ones', async () => {
    const response = await post(entrada({ rol: 'ADMIN' }));
    assert.equal(response.statusCode, 201);
    const { bitacora_id } = response.json<{ bitacora_id: number }>();
    const [guardada] = (await listar()).items.filter((item) => item.bitacora_id === bitacora_id);
    assert.ok(guardada);
    assert.deepEqual({ ...guardada, creado_en: undefined }, {
      bitacora_id,
      ...entrada(),
      usuario: null,
      rol: null,
      usuario_declarado: 'ana@hospital.es',
      rol_declarado: 'ADMIN',
      usuario_id: null,
      verificado: false,
      creado_en: undefined,
    });
  });

  test('with a valid token user and role come from the session, not from the body', async () => {
    const response = await post(entrada({ usuario: 'suplantado@x.es', rol: 'ADMIN', url: '/con-token' }), { authorization: clinico.authorization });
    assert.equal(response.statusCode, 201);
    const [guardada] = (await listar('?url=con-token')).items;
    assert.equal(guardada?.usuario, clinico.email);
    assert.equal(guardada?.rol, 'CLINICO');
    assert.equal(guardada?.usuario_id, clinico.usuario_id);
    assert.equal(guardada?.verificado, true);
    assert.deepEqual([guardada?.usuario_declarado, guardada?.rol_declarado], [null, null], 'the claim is dropped');
  });

  test('an expired token does not block logging (the failure may be the lost session itself)', async () => {
    const response = await post(entrada({ url: '/caducado' }), { authorization: `Bearer ${expiredToken(clinico.usuario_id, 'CLINICO')}` });
    assert.equal(response.statusCode, 201);
    const [guardada] = (await listar('?url=caducado')).items;
    assert.equal(guardada?.verificado, false);
    assert.equal(guardada?.usuario, null);
    assert.equal(guardada?.usuario_declarado, 'ana@hospital.es');
  });

  test('missing or malformed fields answer 400 per field', async () => {
    const response = await post({ fecha: 'ayer', request: 'x' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      message: 'Datos no válidos.',
      errores: { fecha: 'Formato no válido.', response: 'Este campo es obligatorio.', url: 'Este campo es obligatorio.' },
    });
  });

  test('a body over 64 KB answers 413 in Spanish', async () => {
    const response = await post(entrada({ request: 'x'.repeat(70 * 1024) }));
    assert.equal(response.statusCode, 413);
    assert.deepEqual(response.json(), { message: 'La petición supera el tamaño máximo permitido.' });
  });

  test('more than 60 entries a minute from one IP answer 429', async () => {
    const ip = '10.1.0.99';
    for (let numero = 1; numero <= 60; numero += 1) {
      assert.equal((await post(entrada({ url: '/rafaga' }), {}, ip)).statusCode, 201, `entrada ${numero}`);
    }
    const limitada = await post(entrada({ url: '/rafaga' }), {}, ip);
    assert.equal(limitada.statusCode, 429);
    assert.deepEqual(limitada.json(), { message: MENSAJE_DEMASIADOS_INTENTOS });
    assert.equal((await post(entrada({ url: '/otra-ip' }), {}, '10.1.0.100')).statusCode, 201);
  });
});

describe('consulta (ADMIN)', () => {
  test('lists newest first with pagination', async () => {
    const { items, total } = await listar('?tamano=5');
    assert.equal(items.length, 5);
    assert.ok(total >= 64);
    const ids = items.map((item) => item.bitacora_id);
    assert.deepEqual(ids, [...ids].sort((a, b) => b - a));
    const segunda = await listar('?tamano=5&pagina=2');
    assert.ok(segunda.items.every((item) => !ids.includes(item.bitacora_id)));
  });

  test('filters by user (verified or declared) and URL fragments, case-insensitive', async () => {
    const porUsuario = await listar(`?usuario=${encodeURIComponent(clinico.email.toUpperCase())}`);
    assert.equal(porUsuario.total, 1);
    const porDeclarado = await listar('?usuario=ANA@HOSPITAL&url=caducado');
    assert.deepEqual(porDeclarado.items.map((item) => item.usuario_declarado), ['ana@hospital.es']);
    const porUrl = await listar('?url=RAFAGA');
    assert.equal(porUrl.total, 60);
  });

  test('filters by reception day range (inclusive)', async () => {
    const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
    const todas = (await listar()).total;
    assert.equal((await listar(`?desde=${hoy}&hasta=${hoy}`)).total, todas);
    assert.equal((await listar('?hasta=2000-01-01')).total, 0);
    assert.equal((await listar('?desde=2999-01-01')).total, 0);
  });

  test('bad filters answer 400 per parameter', async () => {
    const response = await api.app.inject({ method: 'GET', url: `${BITACORA}?desde=31/12/2025&tamano=0`, headers: { authorization: admin.authorization } });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      message: 'Datos no válidos.',
      errores: { tamano: 'Valor fuera de rango: debe estar entre 1 y 200.', desde: 'Fecha no válida. Use el formato DD/MM/AAAA.' },
    });
  });

  test('only ADMIN may read it', async () => {
    const response = await api.app.inject({ method: 'GET', url: BITACORA, headers: { authorization: clinico.authorization } });
    assert.equal(response.statusCode, 403);
  });
});
