import assert from 'node:assert/strict';
import { setTimeout as esperar } from 'node:timers/promises';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Usuario } from '@registro-lma/shared/domain';
import { createTwinTestApps } from '../testing/create-test-app';
import { signIn, type TestSession } from '../testing/sign-in';

const USUARIOS = '/leucemiaUsuarios/api/usuarios';
const USUARIO_TOKEN = `${USUARIOS}/usuario-token`;

// `primera` makes every change; `segunda` is another API process on the same database that must hear of it.
let primera: FastifyInstance;
let segunda: FastifyInstance;
let admin: TestSession;
let hospitales: number[];

before(async () => {
  [primera, segunda] = await createTwinTestApps();
  admin = await signIn(primera, 'ADMIN');
  hospitales = [];
  for (const codigo of ['HREV1', 'HREV2']) {
    const creado = await primera.inject({
      method: 'POST',
      url: '/leucemiaHospitales/api/hospitales',
      headers: { authorization: admin.authorization },
      payload: { codigo, nombre: `Hospital ${codigo}`, ciudad: 'Madrid', comunidad_autonoma: 'MD' },
    });
    hospitales.push(creado.json<{ hospital_id: number }>().hospital_id);
  }
});

after(async () => {
  await segunda.close();
  await primera.close();
});

function estado(app: FastifyInstance, authorization: string) {
  return app.inject({ method: 'GET', url: USUARIO_TOKEN, headers: { authorization } }).then((r) => r.statusCode);
}

/** The other process hears of a change through a database notification: a moment, not a request, later. */
async function estadoFinal(app: FastifyInstance, authorization: string, esperado: number): Promise<number> {
  let actual = await estado(app, authorization);
  for (let intento = 0; intento < 40 && actual !== esperado; intento += 1) {
    await esperar(50);
    actual = await estado(app, authorization);
  }
  return actual;
}

async function editar(usuarioId: number, cambio: Record<string, unknown>) {
  const leido = await primera.inject({ method: 'GET', url: `${USUARIOS}/${usuarioId}`, headers: { authorization: admin.authorization } });
  const usuario = leido.json<Usuario>();
  const response = await primera.inject({
    method: 'PUT',
    url: `${USUARIOS}/${usuarioId}`,
    headers: { authorization: admin.authorization },
    payload: { ...usuario, hospitales: usuario.hospitales.map((h) => h.hospital_id), ...cambio },
  });
  assert.equal(response.statusCode, 200, response.body);
}

/** A user signed in and already remembered by both processes. */
async function sesionEnAmbos(): Promise<TestSession> {
  const clinico = await signIn(primera, 'CLINICO', { hospitales: [hospitales[0] ?? 0] });
  assert.equal(await estado(primera, clinico.authorization), 200);
  assert.equal(await estadoFinal(segunda, clinico.authorization, 200), 200, 'a session opened by one process works on the other');
  return clinico;
}

const cambios: [string, (sesion: TestSession) => Promise<void>][] = [
  ['a password reset by an administrator', (s) => editar(s.usuario_id, { password: 'restablecida-por-admin' })],
  ['a change of role', (s) => editar(s.usuario_id, { rol: 'COORDINADOR' })],
  ['a change of centres', (s) => editar(s.usuario_id, { hospitales: [hospitales[1]] })],
  ['a deactivation (DELETE)', async (s) => {
    const response = await primera.inject({ method: 'DELETE', url: `${USUARIOS}/${s.usuario_id}`, headers: { authorization: admin.authorization } });
    assert.equal(response.statusCode, 200);
  }],
  ['a deactivation (edit)', (s) => editar(s.usuario_id, { activo: false })],
  ['a sign-out', async (s) => {
    const response = await primera.inject({ method: 'POST', url: `${USUARIOS}/cerrar-sesion`, headers: { authorization: s.authorization } });
    assert.equal(response.statusCode, 204);
  }],
];

for (const [cambio, hacer] of cambios) {
  test(`${cambio} ends the user's sessions in every API process`, async () => {
    const sesion = await sesionEnAmbos();
    await hacer(sesion);
    assert.equal(await estado(primera, sesion.authorization), 401, 'in the process that made the change');
    assert.equal(await estadoFinal(segunda, sesion.authorization, 401), 401, 'in the other process');
  });
}

test('an edit that changes neither password, role, centres nor activity keeps the sessions', async () => {
  const sesion = await sesionEnAmbos();
  await editar(sesion.usuario_id, { nombre: 'Otro nombre' });
  assert.equal(await estado(primera, sesion.authorization), 200);
  assert.equal(await estado(segunda, sesion.authorization), 200);
});
