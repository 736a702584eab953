import assert from 'node:assert/strict';
import { mock, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/connection';
import { descarga } from '../../db/schema';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { crearCentro, formularioPaciente, registrarPaciente, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';
import { testConfig } from '../../testing/test-config';
import { createTestDatabase } from '../../testing/test-database';
import { DESCARGAS, descargarArea, esperarDescarga, filasCsv, leerZipConPython, pedirDescarga, retenerAlmacen } from './descarga.fixture';
import { caducarDescargas, claveFicheroDescarga, ejecutarDescarga } from './descarga-job';

/** `n` patients of the centre straight into the database (several batches of an extract). */
async function sembrarPacientes(app: FastifyInstance, centro: number, n: number): Promise<void> {
  await app.db.execute(sql`insert into paciente (hospital_id, sexo, fecha_nacimiento, fecha_diagnostico, entidad, estado, estado_formulario, fecha_registro)
    select ${centro}, 'MUJER', date '1970-01-01' + (g % 9000), date '2024-01-01', 'LMA', 'ACTIVO', 'COMPLETO', date '2024-02-01' from generate_series(1, ${n}) g`);
}

let admin: TestSession;
const api = usarApiDePrueba(async (app) => {
  admin = await signIn(app, 'ADMIN');
  const centro = await crearCentro(app, 'HCOLA');
  await registrarPaciente(app, admin, formularioPaciente(centro));
  await sembrarPacientes(app, centro, 1200);
});

test('a running extract is cancelled: it stops, keeps no file and cannot be downloaded; a finished one cannot be cancelled', async () => {
  const retenido = retenerAlmacen(api.app);
  const pedida = await pedirDescarga(api.app, admin, 'diagnostico');
  await esperarDescarga(api.app, admin, pedida.descarga_id, ['EN_CURSO']);
  const cancelada = await requestAs(api.app, admin, 'POST', `${DESCARGAS}/descargas/${pedida.descarga_id}/cancelar`);
  assert.equal(cancelada.statusCode, 200, cancelada.body);
  assert.equal(cancelada.json().estado, 'CANCELADA');
  retenido.abrir();
  await new Promise((resolver) => setTimeout(resolver, 500));
  const vista = await esperarDescarga(api.app, admin, pedida.descarga_id);
  assert.equal(vista.estado, 'CANCELADA');
  assert.equal(await api.app.almacen.existe(claveFicheroDescarga(pedida.descarga_id, 'CSV')), false);
  const fichero = await requestAs(api.app, admin, 'GET', `${DESCARGAS}/descargas/${pedida.descarga_id}/fichero`);
  assert.equal(fichero.statusCode, 409);
  const otraVez = await requestAs(api.app, admin, 'POST', `${DESCARGAS}/descargas/${pedida.descarga_id}/cancelar`);
  assert.equal(otraVez.statusCode, 409);
  assert.match(otraVez.json().message, /ya ha terminado/);
});

test('progress: rows done out of rows to do, 100 % when ready; the list and the latest extract of the area show it', async () => {
  const { vista } = await descargarArea(api.app, admin, 'induccion');
  assert.equal(vista.filas_total, 0);
  const { vista: diagnostico } = await descargarArea(api.app, admin, 'diagnostico');
  assert.equal(diagnostico.filas_hechas, diagnostico.filas_total);
  assert.ok(diagnostico.filas_total! >= 1201);
  const ultima = await requestAs(api.app, admin, 'GET', `${DESCARGAS}/descarga/diagnostico-resultado`);
  assert.equal(ultima.json().descarga.descarga_id, diagnostico.descarga_id);
  const lista = await requestAs(api.app, admin, 'GET', `${DESCARGAS}/descargas`);
  assert.equal(lista.json().items[0].descarga_id, diagnostico.descarga_id);
  const ninguna = await requestAs(api.app, await signIn(api.app, 'COORDINADOR'), 'GET', `${DESCARGAS}/descarga/muestras-resultado`);
  assert.deepEqual(ninguna.json(), { descarga: null });
});

test('a finished extract is never run again, and expires: its file is removed and it can no longer be downloaded', async () => {
  const { vista } = await descargarArea(api.app, admin, 'consolidacion');
  const parada = new AbortController();
  await ejecutarDescarga({ db: api.app.db, almacen: api.app.almacen, caducidadHoras: 1, parada: parada.signal, log: api.app.log }, vista.descarga_id);
  const [fila] = await api.app.db.select().from(descarga).where(eq(descarga.descarga_id, vista.descarga_id));
  assert.equal(fila?.intento, 1);
  assert.equal(fila?.estado, 'LISTA');
  assert.equal(await caducarDescargas(api.app.db, api.app.almacen, new Date(Date.now() + 1000)), 0);
  assert.ok((await caducarDescargas(api.app.db, api.app.almacen, new Date(Date.now() + 73 * 3_600_000))) >= 1);
  const [caducada] = await api.app.db.select().from(descarga).where(eq(descarga.descarga_id, vista.descarga_id));
  assert.equal(caducada?.estado, 'CADUCADA');
  assert.equal(await api.app.almacen.existe(claveFicheroDescarga(vista.descarga_id, 'CSV')), false);
  const fichero = await requestAs(api.app, admin, 'GET', `${DESCARGAS}/descargas/${vista.descarga_id}/fichero`);
  assert.equal(fichero.statusCode, 410);
  assert.match(fichero.json().message, /caducado/);
});

test('an extract survives an API restart in the middle of its job: the next process takes it and completes it', async () => {
  const baseDeDatos = await createTestDatabase();
  const config = testConfig(baseDeDatos);
  const info = mock.method(console, 'info', () => undefined);
  const primera = await openDatabase(config);
  const segunda = baseDeDatos.databaseUrl === undefined ? primera : await openDatabase(config);
  try {
    const antes = await buildApp(config, { logger: false, database: primera });
    const usuario = await signIn(antes, 'ADMIN');
    await sembrarPacientes(antes, await crearCentro(antes, 'HREIN'), 1200);
    retenerAlmacen(antes);
    const pedida = await pedirDescarga(antes, usuario, 'diagnostico');
    await esperarDescarga(antes, usuario, pedida.descarga_id, ['EN_CURSO']);
    await antes.close();
    const despues = await buildApp(config, { logger: false, database: segunda });
    try {
      const lista = await esperarDescarga(despues, usuario, pedida.descarga_id);
      assert.equal(lista.estado, 'LISTA', lista.error ?? '');
      assert.equal(lista.filas_por_fichero?.paciente, 1200);
      const fichero = await requestAs(despues, usuario, 'GET', `${DESCARGAS}/descargas/${pedida.descarga_id}/fichero`);
      assert.equal(filasCsv(leerZipConPython(fichero.rawPayload), 'paciente.csv').length, 1200);
      const [fila] = await despues.db.select().from(descarga).where(eq(descarga.descarga_id, pedida.descarga_id));
      assert.equal(fila?.intento, 2);
    } finally {
      await despues.close();
    }
  } finally {
    info.mock.restore();
    await primera.close();
    if (segunda !== primera) await segunda.close();
    await baseDeDatos.drop();
  }
});
