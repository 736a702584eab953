import assert from 'node:assert/strict';
import { test } from 'node:test';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { registrarPacienteConMuestras } from '../../testing/muestras';
import { crearCentro, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';
import type { RespuestaIndicadores } from './respuesta-rules';

const PANEL = '/leucemiaDescargas/api/panel/respuesta';

let admin: TestSession;
let propio = 0;
let ajeno = 0;

const api = usarApiDePrueba(async (app) => {
  propio = await crearCentro(app, 'RESP');
  ajeno = await crearCentro(app, 'RESA');
  admin = await signIn(app, 'ADMIN');
  for (const centro of [propio, propio, propio, ajeno]) await registrarPacienteConMuestras(app, admin, centro);
});

async function panel(sesion: TestSession, consulta = ''): Promise<RespuestaIndicadores> {
  const response = await requestAs(api.app, sesion, 'GET', `${PANEL}${consulta}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json<RespuestaIndicadores>();
}

test('la respuesta del panel: el clínico ve su centro, LECTURA ve «<5» sin proporción, laboratorio y biobanco no acceden, y los parámetros erróneos dan 400', async () => {
  const porCentro = await panel(admin, '?grupo=centro');
  assert.deepEqual(porCentro.grupos.map((g) => g.n).sort(), [1, 3]);
  assert.equal(porCentro.metodo_ic, 'wilson');
  const clinico = await signIn(api.app, 'CLINICO', { hospitales: [propio] });
  assert.deepEqual((await panel(clinico)).grupos.map((g) => g.n), [3]);
  assert.equal((await requestAs(api.app, clinico, 'GET', `${PANEL}?hospitales=${ajeno}`)).statusCode, 403);
  const lectura = await panel(await signIn(api.app, 'LECTURA'), `?hospitales=${propio}`);
  assert.equal(lectura.grupos[0]!.n, '<5');
  for (const rol of ['LABORATORIO', 'BIOBANCO'] as const) {
    assert.equal((await requestAs(api.app, await signIn(api.app, rol), 'GET', PANEL)).statusCode, 403, rol);
  }
  for (const [consulta, campo] of [
    ['grupo=gen:XYZ', 'grupo'],
    ['entidad=NADA', 'entidad'],
  ] as const) {
    const response = await requestAs(api.app, admin, 'GET', `${PANEL}?${consulta}`);
    assert.equal(response.statusCode, 400, response.body);
    assert.ok(typeof response.json<{ errores?: Record<string, string> }>().errores?.[campo] === 'string', response.body);
  }
});
