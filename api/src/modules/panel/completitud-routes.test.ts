import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { RespuestaCompletitud } from '@registro-lma/shared/domain';
import { paciente } from '../../db/schema';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { registrarPacienteConMuestras } from '../../testing/muestras';
import { crearCentro, requestAs } from '../../testing/pacientes';
import { CALIDAD } from '../../testing/rutas-calidad';
import { signIn, type TestSession } from '../../testing/sign-in';

const PANEL = '/leucemiaDescargas/api/panel/completitud';

let admin: TestSession;
let propio = 0;
let ajeno = 0;

const api = usarApiDePrueba(async (app) => {
  propio = await crearCentro(app, 'COMP');
  ajeno = await crearCentro(app, 'COMA');
  admin = await signIn(app, 'ADMIN');
  const ids: number[] = [];
  for (const centro of [propio, propio, propio, ajeno]) ids.push((await registrarPacienteConMuestras(app, admin, centro)).paciente_id);
  // One patient seen last week, one with every essential item (as the saved figures would say), one deceased.
  await app.db.update(paciente).set({ fecha_ultimo_contacto: sql`current_date - 7` }).where(eq(paciente.paciente_id, ids[0]!));
  await app.db.update(paciente).set({ de_pendientes: [] }).where(eq(paciente.paciente_id, ids[1]!));
  await app.db.update(paciente).set({ estado: 'FALLECIDO' }).where(eq(paciente.paciente_id, ids[2]!));
});

async function panel(sesion: TestSession, consulta = ''): Promise<RespuestaCompletitud> {
  const response = await requestAs(api.app, sesion, 'GET', `${PANEL}${consulta}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json<RespuestaCompletitud>();
}

test('la completitud del panel: datos esenciales completos y seguimiento al día por centro, y cada ítem pendiente como en la lista de calidad', async () => {
  const todo = await panel(admin);
  assert.equal(todo.n, 4);
  assert.equal(todo.meses_seguimiento, 12);
  const centro = todo.centros.find((c) => c.hospital_id === propio)!;
  assert.deepEqual({ ...centro, etiqueta: undefined, hospital_id: undefined }, {
    etiqueta: undefined,
    hospital_id: undefined,
    n: 3,
    completos: 1,
    proporcion_completos: 1 / 3,
    vivos: 2,
    al_dia: 1,
    proporcion_al_dia: 0.5,
  });
  assert.deepEqual(todo.items.map((i) => i.item).slice(0, 3), ['DE01', 'DE02', 'DE03']);
  // Each item's count is the worklist's lines for that item in the same centres (one line per patient and item).
  for (const item of todo.items) {
    const lista = await requestAs(api.app, admin, 'GET', `${CALIDAD}?regla=DATO_ESENCIAL&item=${item.item}&hospital_id=${propio}`);
    const ajenas = await requestAs(api.app, admin, 'GET', `${CALIDAD}?regla=DATO_ESENCIAL&item=${item.item}&hospital_id=${ajeno}`);
    assert.equal(item.pendientes, lista.json<{ total: number }>().total + ajenas.json<{ total: number }>().total, item.item);
  }
  assert.ok(todo.items.some((i) => typeof i.pendientes === 'number' && i.pendientes > 0));
});

test('la completitud del panel: el clínico ve su centro, LECTURA ve «<5» sin proporción, laboratorio y biobanco no acceden', async () => {
  const clinico = await signIn(api.app, 'CLINICO', { hospitales: [propio] });
  assert.deepEqual((await panel(clinico)).centros.map((c) => c.hospital_id), [propio]);
  assert.equal((await requestAs(api.app, clinico, 'GET', `${PANEL}?hospitales=${ajeno}`)).statusCode, 403);
  const lectura = await panel(await signIn(api.app, 'LECTURA'), `?hospitales=${propio}`);
  assert.deepEqual(lectura.centros.map(({ n, completos, proporcion_completos, proporcion_al_dia }) => ({ n, completos, proporcion_completos, proporcion_al_dia })), [
    { n: '<5', completos: '<5', proporcion_completos: null, proporcion_al_dia: null },
  ]);
  for (const rol of ['LABORATORIO', 'BIOBANCO'] as const) {
    assert.equal((await requestAs(api.app, await signIn(api.app, rol), 'GET', PANEL)).statusCode, 403, rol);
  }
});
