import assert from 'node:assert/strict';
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as esperar } from 'node:timers/promises';
import { after, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { descarga, usuario } from '../../db/schema';
import { auditRows } from '../../testing/audit-rows';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { createTestApp } from '../../testing/create-test-app';
import { TEST_ADMIN_EMAIL } from '../../testing/test-config';
import { almacenEnCarpeta } from './almacen-carpeta-storage';
import { barrerHuerfanos, TABLA_ALMACEN } from './barrido-huerfanos-job';

const HORA_MS = 3_600_000;

const api = usarApiDePrueba();

const carpetas: string[] = [];
after(() => Promise.all(carpetas.map((carpeta) => rm(carpeta, { recursive: true, force: true }))));

const guardarTexto = (almacen: { guardar(clave: string, contenido: Readable): Promise<unknown> }, clave: string) => almacen.guardar(clave, Readable.from([Buffer.from(clave)]));

test('an orphan older than the grace is deleted and audited; a recent orphan and a referenced file stay', async () => {
  const carpeta = await mkdtemp(join(tmpdir(), 'registro-lma-barrido-'));
  carpetas.push(carpeta);
  const almacen = almacenEnCarpeta(carpeta);
  const haceDosHoras = new Date(Date.now() - 2 * HORA_MS);
  for (const clave of ['informes/7/huerfano', 'descargas/referenciada.zip', 'referencia/reciente']) await guardarTexto(almacen, clave);
  for (const clave of ['informes/7/huerfano', 'descargas/referenciada.zip']) await utimes(join(carpeta, ...clave.split('/')), haceDosHoras, haceDosHoras);
  const [admin] = await api.app.db.select({ usuario_id: usuario.usuario_id }).from(usuario).where(eq(usuario.email, TEST_ADMIN_EMAIL));
  assert.ok(admin);
  await api.app.db.insert(descarga).values({ usuario_id: admin.usuario_id, rol: 'ADMIN', area: 'pacientes', opciones: {}, estado: 'LISTA', clave_fichero: 'descargas/referenciada.zip' });

  assert.deepEqual(await barrerHuerfanos(api.app.db, almacen, HORA_MS), ['informes/7/huerfano']);
  assert.equal(await almacen.existe('informes/7/huerfano'), false);
  assert.equal(await almacen.existe('descargas/referenciada.zip'), true);
  assert.equal(await almacen.existe('referencia/reciente'), true);
  const [auditada] = await auditRows(api.app, TABLA_ALMACEN, 'informes/7/huerfano');
  assert.equal(auditada?.accion, 'ELIMINAR');
  assert.equal((auditada?.antes as { clave: string }).clave, 'informes/7/huerfano');
  assert.equal(auditada?.usuario_id, null);

  assert.deepEqual(await barrerHuerfanos(api.app.db, almacen, HORA_MS, new Date(Date.now() + 2 * HORA_MS)), ['referencia/reciente'], 'once old enough');
});

test('the API sweeps at start, through its job queue', async () => {
  const app = await createTestApp({}, { huerfanosGraciaHoras: 1 / HORA_MS });
  try {
    await guardarTexto(app.almacen, 'informes/8/huerfano');
    await esperar(5);
    await app.ready();
    // The file goes inside the audit row's transaction, before its commit: wait for the commit, not for the file.
    const auditadas = () => auditRows(app, TABLA_ALMACEN, 'informes/8/huerfano');
    for (let intento = 0; intento < 200 && (await auditadas()).length === 0; intento++) await esperar(100);
    assert.equal((await auditadas()).length, 1);
    assert.equal(await app.almacen.existe('informes/8/huerfano'), false);
  } finally {
    await app.close();
  }
});
