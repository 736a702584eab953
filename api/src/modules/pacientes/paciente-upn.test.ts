import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { hoy, type NuevoUpn, type Paciente } from '@registro-lma/shared/domain';
import { paciente } from '../../db/schema';
import { createTestApp } from '../../testing/create-test-app';
import { crearCentro, formularioPaciente, PACIENTES, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';

const SIMULTANEAS = 50;

let app: FastifyInstance;
let clinico: TestSession;
let centro: number;

before(async () => {
  app = await createTestApp();
  centro = await crearCentro(app, 'HUVH');
  clinico = await signIn(app, 'CLINICO', { hospitales: [centro] });
});

after(() => app.close());

const numeroDe = (upn: string) => Number(upn.slice('LMA-'.length));

test(`${SIMULTANEAS} simultaneous registrations get ${SIMULTANEAS} distinct consecutive UPNs`, async () => {
  const respuestas = await Promise.all(
    Array.from({ length: SIMULTANEAS }, (_, indice) =>
      indice % 2 === 0
        ? requestAs(app, clinico, 'POST', PACIENTES, formularioPaciente(centro))
        : requestAs(app, clinico, 'POST', `${PACIENTES}/codigo-nuevo-upn`, { hospital_id: centro }),
    ),
  );
  assert.deepEqual(
    respuestas.map((respuesta) => respuesta.statusCode),
    Array.from({ length: SIMULTANEAS }, () => 201),
  );
  const upns = respuestas.map((respuesta) => respuesta.json<Paciente | NuevoUpn>().upn);
  assert.ok(upns.every((upn) => /^LMA-\d{6}$/.test(upn)), upns.join(' '));
  const numeros = upns.map(numeroDe).sort((a, b) => a - b);
  assert.equal(new Set(numeros).size, SIMULTANEAS);
  const primero = numeros[0] ?? 0;
  assert.deepEqual(numeros, Array.from({ length: SIMULTANEAS }, (_, indice) => primero + indice));
});

test('a number taken by a rolled-back registration is never given again', async () => {
  const antes = (await requestAs(app, clinico, 'POST', `${PACIENTES}/codigo-nuevo-upn`, { hospital_id: centro })).json<NuevoUpn>();
  await assert.rejects(
    app.db.transaction(async (tx) => {
      await tx.insert(paciente).values({ hospital_id: centro, fecha_registro: hoy() });
      throw new Error('fallo después de tomar el número');
    }),
    /fallo después de tomar el número/,
  );
  const despues = (await requestAs(app, clinico, 'POST', `${PACIENTES}/codigo-nuevo-upn`, { hospital_id: centro })).json<NuevoUpn>();
  assert.equal(numeroDe(despues.upn), numeroDe(antes.upn) + 2);
});

test('the database refuses a second patient with the same UPN', async () => {
  const existente = (await requestAs(app, clinico, 'POST', `${PACIENTES}/codigo-nuevo-upn`, { hospital_id: centro })).json<NuevoUpn>();
  await assert.rejects(
    app.db.insert(paciente).values({ hospital_id: centro, fecha_registro: hoy(), upn_numero: numeroDe(existente.upn) }),
    (error: Error) => /paciente_upn/.test(String((error.cause as Error | undefined)?.message ?? error.message)),
  );
});
