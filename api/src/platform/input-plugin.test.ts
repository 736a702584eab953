import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { count } from 'drizzle-orm';
import { paciente } from '../db/schema';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { crearCentro, formularioPaciente, PACIENTES, registrarPaciente, requestAs } from '../testing/pacientes';
import { signIn, type TestSession } from '../testing/sign-in';
import { campoConCaracterNoPermitido, tieneCaracterNoPermitido } from './input-plugin';

const NUL = '\u0000';
const SURROGATE_SOLO = '\uD800';

describe('tieneCaracterNoPermitido', () => {
  test('finds NUL and lone surrogates anywhere', () => {
    for (const texto of [NUL, `a${NUL}b`, SURROGATE_SOLO, `x${SURROGATE_SOLO}`, '\uDC00y', 'a\uDBFF']) {
      assert.equal(tieneCaracterNoPermitido(texto), true, JSON.stringify(texto));
    }
  });

  test('accepts ordinary Spanish text and paired surrogates (emoji)', () => {
    for (const texto of ['', 'Señora Núñez — «ñ»', 'café 😀', 'línea\nnueva\ttab']) {
      assert.equal(tieneCaracterNoPermitido(texto), false, texto);
    }
  });
});

describe('campoConCaracterNoPermitido', () => {
  test('names the first nested field holding a bad string', () => {
    assert.equal(campoConCaracterNoPermitido({ a: 'ok', datos: { filas: ['ok', `m${NUL}`] } }), 'datos.filas.1');
    assert.equal(campoConCaracterNoPermitido({ nombre: SURROGATE_SOLO }), 'nombre');
  });

  test('a bad key is named by its parent; a bad top-level string is the record', () => {
    assert.equal(campoConCaracterNoPermitido({ datos: { [`k${NUL}`]: 1 } }), 'datos');
    assert.equal(campoConCaracterNoPermitido(`x${NUL}`), 'registro');
  });

  test('clean values, numbers, booleans and null pass', () => {
    assert.equal(campoConCaracterNoPermitido({ a: 1, b: true, c: null, d: [{ e: 'ñ' }] }), null);
    assert.equal(campoConCaracterNoPermitido(undefined), null);
  });
});

let admin: TestSession;
let clinico: TestSession;
let centro: number;

const api = usarApiDePrueba(async (app) => {
  centro = await crearCentro(app, 'HULP');
  admin = await signIn(app, 'ADMIN');
  clinico = await signIn(app, 'CLINICO', { hospitales: [centro] });
});

function rechazada(response: LightMyRequestResponse, campo: string): void {
  assert.equal(response.statusCode, 400, response.body);
  const cuerpo = response.json<{ message: string; errores?: Record<string, string> }>();
  assert.equal(cuerpo.message, `El campo "${campo}" contiene caracteres no permitidos.`);
  assert.equal(cuerpo.errores?.[campo], cuerpo.message);
}

async function pacientes(): Promise<number> {
  const [fila] = await api.app.db.select({ n: count() }).from(paciente);
  return fila?.n ?? 0;
}

describe('la API rechaza texto no permitido con 400 en español', () => {
  test('NUL in a login field, without signing in', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/leucemiaAutenticacion/api/auth/login',
      payload: { email: `admin${NUL}@x.es`, password: 'x' },
    });
    rechazada(response, 'email');
  });

  test('NUL in a path parameter (/upn/{upn})', async () => {
    rechazada(await requestAs(api.app, admin, 'GET', `${PACIENTES}/upn/LMA-${encodeURIComponent(NUL)}1`), 'upn');
  });

  test('NUL in a query filter and in a query name', async () => {
    rechazada(await requestAs(api.app, admin, 'GET', `${PACIENTES}?q=a%00b`), 'q');
    rechazada(await requestAs(api.app, admin, 'GET', `${PACIENTES}?a%00b=1`), 'registro');
  });

  test('NUL in a nested body string of a patient creation: nothing written', async () => {
    const antes = await pacientes();
    const formulario = formularioPaciente(centro, { paciente_ensayo: [{ codigo_paciente_ensayo: `X${NUL}` }] });
    rechazada(await requestAs(api.app, clinico, 'POST', PACIENTES, formulario), 'paciente_ensayo.0.codigo_paciente_ensayo');
    rechazada(await requestAs(api.app, clinico, 'POST', PACIENTES, formularioPaciente(centro, { observaciones: `a${NUL}` })), 'observaciones');
    assert.equal(await pacientes(), antes);
  });

  test('an unpaired surrogate in a JSON string (escaped, as JSON allows)', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: PACIENTES,
      headers: { authorization: clinico.authorization, 'content-type': 'application/json' },
      payload: JSON.stringify(formularioPaciente(centro)).replace('Dr. Ruiz', 'Dr. \\ud800Ruiz'),
    });
    rechazada(response, 'medico_responsable');
  });

  test('invalid UTF-8 in the body is a Spanish 400', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/leucemiaAutenticacion/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.concat([Buffer.from('{"email":"a'), Buffer.from([0xff, 0xfe]), Buffer.from('@x.es","password":"x"}')]),
    });
    assert.equal(response.statusCode, 400, response.body);
    assert.equal(response.json<{ message: string }>().message, 'El contenido enviado no es texto UTF-8 válido.');
  });
});

describe('los errores de Fastify y de zod llegan en español, sin eco de la URL', () => {
  test('a path parameter over the length limit', async () => {
    const response = await requestAs(api.app, admin, 'GET', `${PACIENTES}/upn/${'A'.repeat(500)}`);
    assert.equal(response.statusCode, 414, response.body);
    assert.deepEqual(response.json(), { message: 'La dirección solicitada no es válida.' });
  });

  test('a bad percent-encoding in the path', async () => {
    const response = await requestAs(api.app, admin, 'GET', `${PACIENTES}/upn/%E0%A4%A`);
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(response.json(), { message: 'La dirección solicitada no es válida.' });
  });

  test('a stage save without «modo» names the field in Spanish', async () => {
    const creado = await registrarPaciente(api.app, clinico, formularioPaciente(centro));
    const response = await requestAs(api.app, clinico, 'PUT', `${PACIENTES}/${creado.paciente_id}/diagnostico`, { datos: {} });
    assert.equal(response.statusCode, 400, response.body);
    const cuerpo = response.json<{ message: string; errores: Record<string, string> }>();
    assert.equal(cuerpo.message, 'Datos no válidos.');
    assert.equal(cuerpo.errores['modo'], 'Este campo es obligatorio.');
  });
});
