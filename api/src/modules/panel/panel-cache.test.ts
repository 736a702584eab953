import assert from 'node:assert/strict';
import { setTimeout as esperar } from 'node:timers/promises';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { filasDe } from '../../db/filas';
import type { ListenNotify } from '../../db/listen-notify';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { registrarPacienteConMuestras } from '../../testing/muestras';
import { crearCentro, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';
import { recordarRecuentosPanel } from './panel-cache';
import type { RespuestaSupervivencia } from './supervivencia-rules';

const PANEL = '/leucemiaDescargas/api/panel/supervivencia';

let admin: TestSession;
let centro = 0;
let otro = 0;

const api = usarApiDePrueba(async (app) => {
  centro = await crearCentro(app, 'PCAC');
  otro = await crearCentro(app, 'PCAO');
  admin = await signIn(app, 'ADMIN');
  for (const hospital of [centro, centro, otro]) await registrarPacienteConMuestras(app, admin, hospital);
});

async function panel(sesion: TestSession, consulta = ''): Promise<RespuestaSupervivencia> {
  const response = await requestAs(api.app, sesion, 'GET', `${PANEL}${consulta}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json<RespuestaSupervivencia>();
}

const lecturasAuditadas = async () =>
  (await filasDe<{ n: number }>(api.app.db, sql`select count(*)::int as n from auditoria where tabla = 'desenlace_paciente' and accion = 'LISTAR'`))[0]!.n;

test('the same question is answered from the counts already read, and every answer is audited', async () => {
  const auditadas = await lecturasAuditadas();
  const primera = await panel(admin, '?grupo=centro');
  const segunda = await panel(admin, '?grupo=centro');
  assert.equal(segunda.calculado_en, primera.calculado_en, 'the counts of the first answer');
  assert.deepEqual(segunda, primera);
  assert.equal(await lecturasAuditadas(), auditadas + 2);
});

test('users of different scope never share counts', async () => {
  const todos = (await panel(admin)).grupos[0]!.n;
  const clinico = await signIn(api.app, 'CLINICO', { hospitales: [otro] });
  const suyos = (await panel(clinico)).grupos[0]!.n;
  assert.ok(typeof todos === 'number' && typeof suyos === 'number' && suyos < todos, `${suyos} de ${todos}`);
});

test('a change this process commits is counted by the very next answer', async () => {
  const antes = (await panel(admin)).grupos[0]!.n as number;
  await registrarPacienteConMuestras(api.app, admin, centro);
  assert.equal((await panel(admin)).grupos[0]!.n, antes + 1);
});

test('a change committed by another client (another process, an administrator) reaches the answers through the database notice', async () => {
  const antes = (await panel(admin, '?grupo=centro')).grupos.find((grupo) => grupo.grupo === String(otro))!.eventos;
  // Not through the API: nothing of this process knows of it but the notice the trigger sends once it commits.
  await api.app.db.execute(sql`update desenlace_paciente set os_evento = not os_evento where hospital_id = ${otro}`);
  let despues = antes;
  for (let intento = 0; intento < 50 && despues === antes; intento += 1) {
    await esperar(100);
    despues = (await panel(admin, '?grupo=centro')).grupos.find((grupo) => grupo.grupo === String(otro))!.eventos;
  }
  assert.notEqual(despues, antes, 'the answer still counts what the change replaced');
});

test('with no notice heard, a change this process committed, or a minute gone, has the question read again', async () => {
  const sinAvisos: ListenNotify = { escuchar: async () => async () => undefined };
  let escrituras = 0;
  let reloj = 0;
  const cache = await recordarRecuentosPanel(sinAvisos, () => escrituras, () => reloj);
  let lecturas = 0;
  const contar = async () => (lecturas += 1);
  const recuento = async () => (await cache.recordar('pregunta', contar)).recuentos;
  assert.deepEqual([await recuento(), await recuento()], [1, 1]);
  escrituras += 1;
  assert.deepEqual([await recuento(), await recuento()], [2, 2]);
  reloj += 60_001;
  assert.equal(await recuento(), 3);
});
