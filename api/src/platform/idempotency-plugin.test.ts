import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { count } from 'drizzle-orm';
import { MENSAJE_CLAVE_ENVIO_NO_VALIDA, MENSAJE_CLAVE_ENVIO_REUTILIZADA } from '@registro-lma/shared/domain';
import { hospital, paciente, seguimiento, usuario } from '../db/schema';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { crearCentro, formularioPaciente, PACIENTES, registrarPaciente } from '../testing/pacientes';
import { signIn, type TestSession } from '../testing/sign-in';
import { CABECERA_IDEMPOTENCIA } from './idempotency-plugin';

// A create repeated with the same Idempotency-Key (its first answer was lost after the commit) gets
// the first answer back and creates nothing more.

let admin: TestSession;
let hospitalId: number;

const api = usarApiDePrueba(async (app) => {
  admin = await signIn(app, 'ADMIN');
  hospitalId = await crearCentro(app, 'HIDE');
});

function crear(url: string, payload: object, clave: string | undefined, sesion = admin) {
  const headers: Record<string, string> = { authorization: sesion.authorization };
  if (clave !== undefined) headers[CABECERA_IDEMPOTENCIA] = clave;
  return api.app.inject({ method: 'POST', url, headers, payload });
}

const CREACIONES = [
  { nombre: 'paciente', url: PACIENTES, tabla: paciente, cuerpo: () => formularioPaciente(hospitalId) },
  {
    nombre: 'usuario',
    url: '/leucemiaUsuarios/api/usuarios',
    tabla: usuario,
    cuerpo: () => ({ email: `${randomUUID()}@hospital.es`, nombre: 'Ana', apellidos: 'Ruiz', rol: 'CLINICO', hospitales: [hospitalId], password: 'una-contraseña-larga' }),
  },
  {
    nombre: 'centro',
    url: '/leucemiaHospitales/api/hospitales',
    tabla: hospital,
    cuerpo: () => ({ codigo: `H${randomUUID().replace(/\D/g, '').slice(0, 6)}`, nombre: 'Hospital Nuevo', ciudad: 'León', comunidad_autonoma: 'CL' }),
  },
] as const;

async function cuantos(tabla: (typeof CREACIONES)[number]['tabla'] | typeof seguimiento): Promise<number> {
  const [fila] = await api.app.db.select({ n: count() }).from(tabla);
  return fila?.n ?? 0;
}

for (const { nombre, url, tabla, cuerpo } of CREACIONES) {
  test(`${nombre}: the same key after the commit returns the first answer and creates nothing more`, async () => {
    const clave = randomUUID();
    const datos = cuerpo();
    const primera = await crear(url, datos, clave);
    assert.equal(primera.statusCode, 201, primera.body);
    const antes = await cuantos(tabla);

    const repetida = await crear(url, datos, clave);
    assert.equal(repetida.statusCode, 201, repetida.body);
    assert.deepEqual(repetida.json(), primera.json());
    assert.equal(await cuantos(tabla), antes);
  });
}

test('a stage row added twice with the same key is one row', async () => {
  const { paciente_id } = await registrarPaciente(api.app, admin, formularioPaciente(hospitalId));
  const diagnostico = await api.app.inject({
    method: 'PUT',
    url: `${PACIENTES}/${paciente_id}/diagnostico`,
    headers: { authorization: admin.authorization },
    payload: { modo: 'borrador', datos: {} },
  });
  assert.ok([200, 201].includes(diagnostico.statusCode), diagnostico.body);
  const url = `${PACIENTES}/${paciente_id}/seguimiento`;
  const clave = randomUUID();
  const primera = await crear(url, { modo: 'borrador', datos: {} }, clave);
  assert.equal(primera.statusCode, 201, primera.body);
  const antes = await cuantos(seguimiento);
  const repetida = await crear(url, { modo: 'borrador', datos: {} }, clave);
  assert.equal(repetida.statusCode, 201);
  assert.deepEqual(repetida.json(), primera.json());
  assert.equal(await cuantos(seguimiento), antes);
});

test('a repeated patient keeps its UPN; without a key each request creates', async () => {
  const clave = randomUUID();
  const primera = await crear(PACIENTES, formularioPaciente(hospitalId), clave);
  const repetida = await crear(PACIENTES, formularioPaciente(hospitalId), clave);
  assert.equal(repetida.json<{ upn: string }>().upn, primera.json<{ upn: string }>().upn);
  const antes = await cuantos(paciente);
  assert.equal((await crear(PACIENTES, formularioPaciente(hospitalId), undefined)).statusCode, 201);
  assert.equal((await crear(PACIENTES, formularioPaciente(hospitalId), undefined)).statusCode, 201);
  assert.equal(await cuantos(paciente), antes + 2);
});

test('the same key with another body is refused with 422 in Spanish and creates nothing', async () => {
  const clave = randomUUID();
  assert.equal((await crear(PACIENTES, formularioPaciente(hospitalId), clave)).statusCode, 201);
  const antes = await cuantos(paciente);
  const otra = await crear(PACIENTES, formularioPaciente(hospitalId, { medico_responsable: 'Dra. Otra' }), clave);
  assert.equal(otra.statusCode, 422);
  assert.deepEqual(otra.json(), { message: MENSAJE_CLAVE_ENVIO_REUTILIZADA });
  assert.equal(await cuantos(paciente), antes);
});

test("a key is the user's own: another user's same key creates their own record", async () => {
  const clave = randomUUID();
  const otroAdmin = await signIn(api.app, 'ADMIN');
  const primera = await crear(PACIENTES, formularioPaciente(hospitalId), clave);
  const otra = await crear(PACIENTES, formularioPaciente(hospitalId), clave, otroAdmin);
  assert.equal(otra.statusCode, 201);
  assert.notEqual(otra.json<{ upn: string }>().upn, primera.json<{ upn: string }>().upn);
});

test('a malformed key answers 400 in Spanish', async () => {
  for (const clave of ['corta', 'x'.repeat(101), 'con espacios y ñ 1234']) {
    const response = await crear(PACIENTES, formularioPaciente(hospitalId), clave);
    assert.equal(response.statusCode, 400, clave);
    assert.deepEqual(response.json(), { message: MENSAJE_CLAVE_ENVIO_NO_VALIDA });
  }
});
