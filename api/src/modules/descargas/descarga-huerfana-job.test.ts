import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { descarga } from '../../db/schema';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { crearCentro, formularioPaciente, registrarPaciente } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';
import { descargarArea, esperarDescarga } from './descarga.fixture';
import { LATIDO_PERDIDO_MS, recuperarDescargasHuerfanas } from './descarga-huerfana-job';
import { ejecutarDescarga, MOTIVO_PERDIDAS } from './descarga-job';

let admin: TestSession;
let opciones: object;

const api = usarApiDePrueba(async (app) => {
  admin = await signIn(app, 'ADMIN');
  await registrarPaciente(app, admin, formularioPaciente(await crearCentro(app, 'HHUERF')));
  const { vista } = await descargarArea(app, admin, 'diagnostico');
  const [hecha] = await app.db.select().from(descarga).where(eq(descarga.descarga_id, vista.descarga_id));
  opciones = hecha!.opciones;
});

/** An extract left EN_CURSO by a process that died `haceMs` ago (no job of the queue holds it any more). */
async function huerfana(haceMs: number, perdidas = 0): Promise<string> {
  const [fila] = await api.app.db
    .insert(descarga)
    .values({ usuario_id: admin.usuario_id, rol: 'ADMIN', area: 'diagnostico', opciones, estado: 'EN_CURSO', intento: 1, perdidas, latido_en: new Date(Date.now() - haceMs) })
    .returning();
  return fila!.descarga_id;
}

const perdidoAntesDe = () => new Date(Date.now() - LATIDO_PERDIDO_MS);

test('an extract whose process stopped giving signs of life is taken back at once and completed by a live process', async () => {
  const id = await huerfana(2 * LATIDO_PERDIDO_MS);
  assert.ok((await recuperarDescargasHuerfanas(api.app.db, api.app.colaTrabajos, perdidoAntesDe())) >= 1);
  const vista = await esperarDescarga(api.app, admin, id);
  assert.equal(vista.estado, 'LISTA', vista.error ?? '');
  const [fila] = await api.app.db.select().from(descarga).where(eq(descarga.descarga_id, id));
  assert.equal(fila?.perdidas, 1);
  assert.equal(fila?.intento, 2);
});

test('one still beating is left to its process', async () => {
  const id = await huerfana(1_000);
  await recuperarDescargasHuerfanas(api.app.db, api.app.colaTrabajos, perdidoAntesDe());
  const [fila] = await api.app.db.select().from(descarga).where(eq(descarga.descarga_id, id));
  assert.equal(fila?.estado, 'EN_CURSO');
  assert.equal(fila?.perdidas, 0);
  await api.app.db.update(descarga).set({ estado: 'CANCELADA' }).where(eq(descarga.descarga_id, id));
});

test('lost with its process a second time, it fails with the reason in Spanish and is not retried', async () => {
  const id = await huerfana(2 * LATIDO_PERDIDO_MS, 1);
  await recuperarDescargasHuerfanas(api.app.db, api.app.colaTrabajos, perdidoAntesDe());
  await new Promise((resolver) => setTimeout(resolver, 1_500));
  const [fila] = await api.app.db.select().from(descarga).where(eq(descarga.descarga_id, id));
  assert.equal(fila?.estado, 'FALLIDA');
  assert.equal(fila?.error, MOTIVO_PERDIDAS);
  assert.equal(fila?.intento, 1, 'never taken again');
});

test('taken again by the queue while still EN_CURSO (its attempt expired) counts as lost: the second such loss fails it', async () => {
  const id = await huerfana(2 * LATIDO_PERDIDO_MS, 1);
  await ejecutarDescarga({ db: api.app.db, almacen: api.app.almacen, caducidadHoras: 1, parada: new AbortController().signal, log: api.app.log }, id);
  const [fila] = await api.app.db.select().from(descarga).where(eq(descarga.descarga_id, id));
  assert.equal(fila?.estado, 'FALLIDA');
  assert.equal(fila?.perdidas, 2);
  assert.equal(fila?.error, MOTIVO_PERDIDAS);
});
