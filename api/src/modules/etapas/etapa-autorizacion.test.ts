import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { ETAPAS, type Rol } from '@registro-lma/shared/domain';
import { createTestApp } from '../../testing/create-test-app';
import { crearCentro, formularioPaciente, PACIENTES, registrarPaciente, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';

let app: FastifyInstance;
let pacienteId: number;
const sesiones = new Map<string, TestSession>();

type Quien = 'ADMIN' | 'COORDINADOR' | 'CLINICO propio' | 'CLINICO de otro centro' | 'LECTURA' | 'LABORATORIO' | 'BIOBANCO';

before(async () => {
  app = await createTestApp();
  const propio = await crearCentro(app, 'PROP');
  const otro = await crearCentro(app, 'OTRO');
  const roles: [Quien, Rol, number[]][] = [
    ['ADMIN', 'ADMIN', []],
    ['COORDINADOR', 'COORDINADOR', []],
    ['CLINICO propio', 'CLINICO', [propio]],
    ['CLINICO de otro centro', 'CLINICO', [otro]],
    ['LECTURA', 'LECTURA', []],
    ['LABORATORIO', 'LABORATORIO', []],
    ['BIOBANCO', 'BIOBANCO', []],
  ];
  for (const [quien, rol, hospitales] of roles) sesiones.set(quien, await signIn(app, rol, { hospitales }));
  const clinico = sesiones.get('CLINICO propio');
  assert.ok(clinico);
  pacienteId = (await registrarPaciente(app, clinico, formularioPaciente(propio))).paciente_id;
});

after(() => app.close());

const sesion = (quien: Quien): TestSession => {
  const encontrada = sesiones.get(quien);
  assert.ok(encontrada);
  return encontrada;
};

/** Who reads a stage (404 while it has no record) and who is refused (403), before any record exists. */
const LECTURA_ESPERADA: Record<Quien, number> = {
  ADMIN: 404,
  COORDINADOR: 404,
  'CLINICO propio': 404,
  'CLINICO de otro centro': 403,
  LECTURA: 404,
  LABORATORIO: 403,
  BIOBANCO: 403,
};

/** Who writes: only ADMIN and the clinician of the patient's centre get past the gate (400 here: an empty draft is not a stage's form). */
const ESCRITURA_PERMITIDA: readonly Quien[] = ['ADMIN', 'CLINICO propio'];

describe('authorisation of every stage endpoint × role × own/other centre', () => {
  // Reads first, while no stage has a record; then writes and validations.
  for (const etapa of ETAPAS) {
    for (const quien of Object.keys(LECTURA_ESPERADA) as Quien[]) {
      test(`GET …/{id}/${etapa.rutaApi} as ${quien} → ${LECTURA_ESPERADA[quien]}`, async () => {
        const response = await requestAs(app, sesion(quien), 'GET', `${PACIENTES}/${pacienteId}/${etapa.rutaApi}`);
        assert.equal(response.statusCode, LECTURA_ESPERADA[quien], response.body);
      });
    }
  }

  for (const etapa of ETAPAS) {
    const filas = etapa.cardinalidad === 'filas';
    const base = () => `${PACIENTES}/${pacienteId}/${etapa.rutaApi}`;
    for (const quien of Object.keys(LECTURA_ESPERADA) as Quien[]) {
      const escribe = ESCRITURA_PERMITIDA.includes(quien);
      test(`${filas ? 'POST' : 'PUT'} …/{id}/${etapa.rutaApi} as ${quien} → ${escribe ? 'past the gate' : '403'}`, async () => {
        const response = await requestAs(app, sesion(quien), filas ? 'POST' : 'PUT', base(), { modo: 'borrador', datos: { no_existe: 1 } });
        if (escribe) assert.notEqual(response.statusCode, 403, response.body);
        else assert.equal(response.statusCode, 403, response.body);
      });

      const valida = quien === 'ADMIN' || quien === 'COORDINADOR';
      const ruta = () => (filas ? `${base()}/999999` : `${PACIENTES}/999999/${etapa.rutaApi}`);
      test(`POST …/${etapa.rutaApi}/validar as ${quien} → ${valida ? '404 (past the gate)' : '403'}`, async () => {
        const response = await requestAs(app, sesion(quien), 'POST', `${ruta()}/validar`, { version: 1 });
        assert.equal(response.statusCode, valida ? 404 : 403, response.body);
      });
    }
  }

  test('a stage of a patient that does not exist answers 404 to those who may read', async () => {
    const response = await requestAs(app, sesion('CLINICO propio'), 'GET', `${PACIENTES}/999999/diagnostico`);
    assert.equal(response.statusCode, 404);
  });

  test('the stage summary follows the patient gate', async () => {
    assert.equal((await requestAs(app, sesion('CLINICO propio'), 'GET', `${PACIENTES}/${pacienteId}/etapas`)).statusCode, 200);
    assert.equal((await requestAs(app, sesion('CLINICO de otro centro'), 'GET', `${PACIENTES}/${pacienteId}/etapas`)).statusCode, 403);
    assert.equal((await requestAs(app, sesion('LABORATORIO'), 'GET', `${PACIENTES}/${pacienteId}/etapas`)).statusCode, 403);
  });
});
