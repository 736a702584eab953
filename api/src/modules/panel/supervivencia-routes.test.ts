import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { desenlacePaciente, paciente } from '../../db/schema';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { MUESTRAS, registrarMuestra, registrarPacienteConMuestras, datosMuestra } from '../../testing/muestras';
import { crearCentro, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';
import type { RespuestaSupervivencia } from './supervivencia-rules';

const PANEL = '/leucemiaDescargas/api/panel/supervivencia';

let admin: TestSession;
let propio = 0;
let ajeno = 0;

const api = usarApiDePrueba(async (app) => {
  propio = await crearCentro(app, 'PANP');
  ajeno = await crearCentro(app, 'PANA');
  admin = await signIn(app, 'ADMIN');
  for (const centro of [propio, propio, propio, ajeno]) await registrarPacienteConMuestras(app, admin, centro);
});

const desenlaceDe = async (pacienteId: number) =>
  (await api.app.db.select().from(desenlacePaciente).where(eq(desenlacePaciente.paciente_id, pacienteId)))[0];

async function panel(sesion: TestSession, consulta = ''): Promise<RespuestaSupervivencia> {
  const response = await requestAs(api.app, sesion, 'GET', `${PANEL}${consulta}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json<RespuestaSupervivencia>();
}

/** The outcome row's OS and the patient's last contact, which the data-quality worklist reads. */
async function seguimientoDe(pacienteId: number): Promise<[number | null | undefined, string | null | undefined]> {
  const [fila] = await api.app.db.select({ contacto: paciente.fecha_ultimo_contacto }).from(paciente).where(eq(paciente.paciente_id, pacienteId));
  return [(await desenlaceDe(pacienteId))?.os_dias, fila?.contacto];
}

test('la supervivencia global y el último contacto del paciente siguen a la fecha de extracción de sus muestras (§3.8): al registrarla, corregirla y eliminarla', async () => {
  const registrado = await registrarPacienteConMuestras(api.app, admin, propio);
  const id = registrado.paciente_id;
  assert.equal((await desenlaceDe(id))?.os_evento, false);
  assert.deepEqual(await seguimientoDe(id), [0, '2024-01-15']);
  const muestra = await registrarMuestra(api.app, admin, id, { fecha_extraccion: '2024-03-15' });
  assert.deepEqual(await seguimientoDe(id), [60, '2024-03-15']);
  const corregida = await requestAs(api.app, admin, 'PUT', `${MUESTRAS}/${muestra.muestra_id}`, { version: muestra.version, datos: datosMuestra({ fecha_extraccion: '2024-02-14' }) });
  assert.equal(corregida.statusCode, 200, corregida.body);
  assert.deepEqual(await seguimientoDe(id), [30, '2024-02-14']);
  const borrada = await requestAs(api.app, admin, 'DELETE', `${MUESTRAS}/${muestra.muestra_id}`, { version: corregida.json<{ version: number }>().version, motivo: 'Registrada por error' });
  assert.equal(borrada.statusCode, 204, borrada.body);
  assert.deepEqual(await seguimientoDe(id), [0, '2024-01-15']);
});

test('cada rol ve los pacientes de su alcance; LECTURA ve «<5» y ninguna curva en grupos pequeños; laboratorio y biobanco no acceden', async () => {
  const todos = await panel(admin);
  const total = todos.grupos[0]!.n;
  assert.ok(typeof total === 'number' && total >= 4, `ADMIN: ${total}`);
  assert.ok(todos.grupos[0]!.curva !== null);
  const clinico = await signIn(api.app, 'CLINICO', { hospitales: [propio] });
  const deSuCentro = await panel(clinico, `?desenlace=OS&hospitales=${propio}`);
  assert.equal(deSuCentro.grupos[0]!.n, (await panel(admin, `?hospitales=${propio}`)).grupos[0]!.n);
  assert.equal((await panel(clinico)).grupos[0]!.n, deSuCentro.grupos[0]!.n, 'sin filtro, el clínico ve solo su centro');
  assert.equal((await requestAs(api.app, clinico, 'GET', `${PANEL}?hospitales=${ajeno}`)).statusCode, 403);
  const lectura = await signIn(api.app, 'LECTURA');
  const delAjeno = await panel(lectura, `?hospitales=${ajeno}&grupo=centro`);
  assert.deepEqual([delAjeno.grupos[0]!.n, delAjeno.grupos[0]!.eventos, delAjeno.grupos[0]!.curva, delAjeno.grupos[0]!.mediana_dias], ['<5', 0, null, null]);
  for (const rol of ['LABORATORIO', 'BIOBANCO'] as const) {
    assert.equal((await requestAs(api.app, await signIn(api.app, rol), 'GET', PANEL)).statusCode, 403, rol);
  }
});

test('los parámetros no válidos se rechazan con 400 y un mensaje en español que nombra el campo', async () => {
  const casos: [string, string][] = [
    ['desenlace=XX', 'desenlace'],
    ['grupo=sexo', 'grupo'],
    ['grupo=gen:NOEXISTE', 'grupo'],
    ['riesgo_eln=MUY_ALTO', 'riesgo_eln'],
    ['grupo_edad=10_20', 'grupo_edad'],
    ['intensidad=X', 'intensidad'],
    ['hospitales=uno', 'hospitales'],
    ['fecha_diagnostico_desde=2024-05-01&fecha_diagnostico_hasta=2024-01-01', 'fecha_diagnostico_hasta'],
  ];
  for (const [consulta, campo] of casos) {
    const response = await requestAs(api.app, admin, 'GET', `${PANEL}?${consulta}`);
    assert.equal(response.statusCode, 400, `${consulta}: ${response.body}`);
    const errores = response.json<{ errores?: Record<string, string> }>().errores ?? {};
    assert.ok(typeof errores[campo] === 'string' && errores[campo] !== '', `${consulta}: ${response.body}`);
  }
});
