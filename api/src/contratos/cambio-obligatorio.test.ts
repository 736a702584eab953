import assert from 'node:assert/strict';
import { after, before, mock, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { MENSAJE_DEBE_CAMBIAR_CONTRASENA } from '@registro-lma/shared/domain';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/connection';
import { testConfig } from '../testing/test-config';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { EMAIL_ADMINISTRADOR_POR_DEFECTO } from '../modules/usuarios/primer-administrador-commands';

const USUARIOS = '/leucemiaUsuarios/api/usuarios';
/** What a user who must change their password may still do. */
const PERMITIDAS = new Set([
  `GET ${USUARIOS}/renovar-token`,
  `GET ${USUARIOS}/usuario-token`,
  `POST ${USUARIOS}/cerrar-sesion`,
  `POST ${USUARIOS}/cambiar-contrasena`,
]);

interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: object[] }>>;
}

let testDatabase: TestDatabase;
let handle: DatabaseHandle;
let app: FastifyInstance;
let passwordGenerada: string;

before(async () => {
  testDatabase = await createTestDatabase();
  // No ADMIN_PASSWORD: the first start generates one and prints it once.
  const config = { ...testConfig(testDatabase), adminEmail: undefined, adminPassword: undefined };
  handle = await openDatabase(config);
  const info = mock.method(console, 'info', () => undefined);
  try {
    app = await buildApp(config, { logger: false, database: handle });
  } finally {
    info.mock.restore();
  }
  const aviso = info.mock.calls.map((call) => String(call.arguments[0])).join('\n');
  passwordGenerada = /Contraseña: (\S+)/.exec(aviso)?.[1] ?? '';
  assert.ok(passwordGenerada.length > 0, aviso);
});

after(async () => {
  await app.close();
  await handle.close();
  await testDatabase.drop();
});

async function entrar(password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/leucemiaAutenticacion/api/auth/login',
    payload: { email: EMAIL_ADMINISTRADOR_POR_DEFECTO, password },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<{ token: string; debe_cambiar_password: boolean }>();
}

test('the generated first-start password signs in, but every route except the session ones answers 403 until it is changed', async () => {
  const sesion = await entrar(passwordGenerada);
  assert.equal(sesion.debe_cambiar_password, true);
  const authorization = `Bearer ${sesion.token}`;

  const documento = app.swagger() as OpenApiDocument;
  const operaciones = Object.entries(documento.paths).flatMap(([plantilla, metodos]) =>
    Object.entries(metodos)
      // Routes whose token is optional (`{}` among the alternatives: client logs) do not need a session at all.
      .filter(([, operacion]) => operacion.security !== undefined && !operacion.security.some((s) => Object.keys(s).length === 0))
      .map(([metodo, operacion]) => ({ metodo: metodo.toUpperCase(), plantilla, operacion })),
  );
  assert.ok(operaciones.length > 20, `only ${operaciones.length} secured operations`);
  const permitidas: string[] = [];
  for (const { metodo, plantilla } of operaciones) {
    const clave = `${metodo} ${plantilla}`;
    if (clave === `POST ${USUARIOS}/cerrar-sesion`) continue;
    // The refusal comes before the parameters are read, so any value will do.
    const url = plantilla.replace(/\{[^}]+\}/g, '1');
    const response = await app.inject({ method: metodo as 'GET', url, headers: { authorization } });
    if (PERMITIDAS.has(clave)) {
      assert.notEqual(response.statusCode, 403, clave);
      permitidas.push(clave);
      continue;
    }
    assert.equal(response.statusCode, 403, `${clave} → ${response.statusCode}`);
    assert.deepEqual(response.json(), { message: MENSAJE_DEBE_CAMBIAR_CONTRASENA }, clave);
  }
  assert.equal(permitidas.length, PERMITIDAS.size - 1);

  const renovado = await app.inject({ method: 'GET', url: `${USUARIOS}/renovar-token`, headers: { authorization } });
  assert.equal(renovado.json<{ debe_cambiar_password: boolean }>().debe_cambiar_password, true);

  const cambio = await app.inject({
    method: 'POST',
    url: `${USUARIOS}/cambiar-contrasena`,
    headers: { authorization },
    payload: { password_actual: passwordGenerada, password: 'la-clave-elegida-por-la-admin' },
  });
  assert.equal(cambio.statusCode, 200, cambio.body);
  const nueva = `Bearer ${cambio.json<{ token: string }>().token}`;
  assert.equal((await app.inject({ method: 'GET', url: USUARIOS, headers: { authorization: nueva } })).statusCode, 200);
  assert.equal((await entrar('la-clave-elegida-por-la-admin')).debe_cambiar_password, false);

  const cierre = await app.inject({ method: 'POST', url: `${USUARIOS}/cerrar-sesion`, headers: { authorization: nueva } });
  assert.equal(cierre.statusCode, 204);
});
