import assert from 'node:assert/strict';
import { setTimeout as esperar } from 'node:timers/promises';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { crearCentro, formularioPaciente, PACIENTES, registrarPaciente, requestAs } from '../testing/pacientes';
import { signIn, type TestSession } from '../testing/sign-in';
import { onServer } from '../testing/test-database';

// The users the API keeps in memory must follow the database: a change made anywhere (another process, a database
// administrator) reaches the next requests through the triggers' notifications; a change made through the API
// reaches the very next request.

let centro: number;
let pacienteId: number;

/** A statement run on a connection of its own (PostgreSQL), or beside the app (PGlite admits one process). */
async function desdeOtraConexion(sentencia: string): Promise<void> {
  const url = api.app.config.databaseUrl;
  if (url === undefined) {
    await api.app.db.execute(sql.raw(sentencia));
    return;
  }
  await onServer(url, sentencia);
}

/** The status the patient's page answers, once it is `esperado` (up to 5 s: notifications are asynchronous). */
async function estadoAlFin(sesion: TestSession, esperado: number): Promise<number> {
  let estado = 0;
  for (let intento = 0; intento < 100; intento += 1) {
    estado = (await requestAs(api.app, sesion, 'GET', `${PACIENTES}/${pacienteId}`)).statusCode;
    if (estado === esperado) break;
    await esperar(50);
  }
  return estado;
}

const api = usarApiDePrueba(async (app) => {
  centro = await crearCentro(app, 'HCACHE');
  const registrador = await signIn(app, 'CLINICO', { hospitales: [centro] });
  pacienteId = (await registrarPaciente(app, registrador, formularioPaciente(centro))).paciente_id;
});

describe('signed-in users follow the database', () => {
  test('a centre taken away from a clinician outside the API closes its patients to them', async () => {
    const clinico = await signIn(api.app, 'CLINICO', { hospitales: [centro] });
    assert.equal((await requestAs(api.app, clinico, 'GET', `${PACIENTES}/${pacienteId}`)).statusCode, 200);
    await desdeOtraConexion(`delete from usuario_hospital where usuario_id = ${clinico.usuario_id}`);
    assert.equal(await estadoAlFin(clinico, 403), 403);
  });

  test('a user deactivated outside the API is refused', async () => {
    const clinico = await signIn(api.app, 'CLINICO', { hospitales: [centro] });
    assert.equal((await requestAs(api.app, clinico, 'GET', `${PACIENTES}/${pacienteId}`)).statusCode, 200);
    await desdeOtraConexion(`update usuario set activo = false where usuario_id = ${clinico.usuario_id}`);
    assert.equal(await estadoAlFin(clinico, 401), 401);
  });

  test('a user deactivated through the API is refused on their very next request', async () => {
    const admin = await signIn(api.app, 'ADMIN');
    const clinico = await signIn(api.app, 'CLINICO', { hospitales: [centro] });
    assert.equal((await requestAs(api.app, clinico, 'GET', `${PACIENTES}/${pacienteId}`)).statusCode, 200);
    const baja = await requestAs(api.app, admin, 'DELETE', `/leucemiaUsuarios/api/usuarios/${clinico.usuario_id}`);
    assert.equal(baja.statusCode, 200, baja.body);
    assert.equal((await requestAs(api.app, clinico, 'GET', `${PACIENTES}/${pacienteId}`)).statusCode, 401);
  });
});
