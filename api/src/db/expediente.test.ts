import assert from 'node:assert/strict';
import { test } from 'node:test';
import { diagnosticoValido } from '@registro-lma/shared/fixtures/diagnostico/diagnostico-valido';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { sembrarExpedientesIdentificables } from '../testing/expediente-identificable';
import { crearCentro, formularioPaciente, PACIENTES, registrarPaciente, requestAs } from '../testing/pacientes';
import { signIn } from '../testing/sign-in';
import { cargarExpediente, cargarExpedientes } from './expediente';

const ids: number[] = [];

const api = usarApiDePrueba(async (app) => {
  const admin = await signIn(app, 'ADMIN');
  const centro = await crearCentro(app, 'HEXPED');
  const [seguido, perdido] = await sembrarExpedientesIdentificables(app, admin, centro);
  const soloDiagnostico = await registrarPaciente(app, admin, formularioPaciente(centro));
  const guardado = await requestAs(app, admin, 'PUT', `${PACIENTES}/${soloDiagnostico.paciente_id}/diagnostico`, { modo: 'completo', datos: diagnosticoValido() });
  assert.equal(guardado.statusCode, 201, guardado.body);
  ids.push(seguido!.paciente_id, perdido!.paciente_id, soloDiagnostico.paciente_id);
});

test('a batch of patients loads, for each, the same history as the one-patient loader', async () => {
  const porLote = await cargarExpedientes(api.app.db, [...ids, 999_999]);
  assert.deepEqual([...porLote.keys()].sort((a, b) => a - b), [...ids].sort((a, b) => a - b));
  for (const id of ids) assert.deepEqual(porLote.get(id), await cargarExpediente(api.app.db, id));
  const [seguido, perdido, soloDiagnostico] = ids.map((id) => porLote.get(id)!);
  assert.equal(seguido!.recaida.length, 1);
  assert.notEqual(seguido!.muerte, null);
  assert.equal(seguido!.diagnostico_fish.length, 1);
  assert.deepEqual([perdido!.diagnostico, perdido!.recaida], [null, []]);
  assert.notEqual(soloDiagnostico!.diagnostico, null);
  assert.equal(soloDiagnostico!.induccion, null);
});

test('no patients: an empty map without a query; an unknown patient: 404 from the one-patient loader', async () => {
  assert.equal((await cargarExpedientes(api.app.db, [])).size, 0);
  await assert.rejects(cargarExpediente(api.app.db, 999_999), (error: { statusCode?: number }) => error.statusCode === 404);
});
