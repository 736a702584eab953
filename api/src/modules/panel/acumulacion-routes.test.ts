import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RespuestaAcumulacion, SerieAcumulacion } from '@registro-lma/shared/domain';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { registrarMuestra, registrarPacienteConMuestras } from '../../testing/muestras';
import { crearCentro, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';

const PANEL = '/leucemiaDescargas/api/panel/acumulacion';

let admin: TestSession;
let propio = 0;
let ajeno = 0;

const api = usarApiDePrueba(async (app) => {
  propio = await crearCentro(app, 'ACUP');
  ajeno = await crearCentro(app, 'ACUA');
  admin = await signIn(app, 'ADMIN');
  for (const centro of [propio, propio, propio, ajeno]) {
    const paciente = await registrarPacienteConMuestras(app, admin, centro);
    if (centro === propio) await registrarMuestra(app, admin, paciente.paciente_id, { fecha_extraccion: '2024-01-14' });
  }
});

async function panel(sesion: TestSession, consulta = ''): Promise<RespuestaAcumulacion> {
  const response = await requestAs(api.app, sesion, 'GET', `${PANEL}${consulta}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json<RespuestaAcumulacion>();
}

const serie = (respuesta: RespuestaAcumulacion, codigo: SerieAcumulacion) =>
  respuesta.series.find((s) => s.serie === codigo)!.puntos.map(({ x, grupo, n }) => ({ x, grupo, n }));

const mes = new Date().toISOString().slice(0, 7);

test('la acumulación del panel: registros por mes y centro, diagnósticos por año, estados y muestras por mes y laboratorio', async () => {
  const todo = await panel(admin);
  assert.deepEqual(todo.series.map((s) => s.serie), ['PACIENTES_MES', 'DIAGNOSTICOS_ANIO', 'ESTADOS', 'MUESTRAS_MES']);
  assert.deepEqual(serie(todo, 'PACIENTES_MES'), [
    { x: mes, grupo: String(propio), n: 3 },
    { x: mes, grupo: String(ajeno), n: 1 },
  ].sort((a, b) => a.grupo.localeCompare(b.grupo)));
  assert.deepEqual(serie(todo, 'DIAGNOSTICOS_ANIO'), [{ x: '2024', grupo: 'TODOS', n: 4 }]);
  assert.deepEqual(serie(todo, 'ESTADOS'), [{ x: 'ACTIVO', grupo: 'TODOS', n: 4 }]);
  assert.deepEqual(serie(todo, 'MUESTRAS_MES'), [{ x: '2024-01', grupo: 'LAB_CMF_REF', n: 3 }]);
  assert.equal(todo.series[0]!.puntos.find((p) => p.grupo === String(propio))!.etiqueta.length > 0, true);
  assert.equal(todo.series[3]!.puntos[0]!.etiqueta, 'Laboratorio de referencia de citometría (diagnóstico y EMR)');
  assert.deepEqual(serie(await panel(admin, '?fecha_diagnostico_desde=2025-01-01'), 'DIAGNOSTICOS_ANIO'), []);
});

test('la acumulación del panel: el clínico ve su centro, LECTURA ve «<5», laboratorio y biobanco no acceden', async () => {
  const clinico = await signIn(api.app, 'CLINICO', { hospitales: [propio] });
  assert.deepEqual(serie(await panel(clinico), 'DIAGNOSTICOS_ANIO'), [{ x: '2024', grupo: 'TODOS', n: 3 }]);
  assert.equal((await requestAs(api.app, clinico, 'GET', `${PANEL}?hospitales=${ajeno}`)).statusCode, 403);
  const lectura = await panel(await signIn(api.app, 'LECTURA'));
  assert.deepEqual(serie(lectura, 'ESTADOS'), [{ x: 'ACTIVO', grupo: 'TODOS', n: '<5' }]);
  assert.deepEqual(serie(lectura, 'MUESTRAS_MES').map((p) => p.n), ['<5']);
  for (const rol of ['LABORATORIO', 'BIOBANCO'] as const) {
    assert.equal((await requestAs(api.app, await signIn(api.app, rol), 'GET', PANEL)).statusCode, 403, rol);
  }
  const erroneo = await requestAs(api.app, admin, 'GET', `${PANEL}?riesgo_eln=NADA`);
  assert.equal(erroneo.statusCode, 400, erroneo.body);
});
