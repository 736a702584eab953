import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, mock, test } from 'node:test';
import { setTimeout as esperar } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { comoPropietario, type BaseDelPropietario } from '../testing/propietario';
import { createTestDatabase, onServer, type TestDatabase } from '../testing/test-database';
import { openDatabase, type DatabaseHandle } from './connection';
import { auditoria, hospital } from './schema';
import { filasDe } from './filas';
import { poolDeServidor } from './filas-en-arrays';

let testDatabase: TestDatabase;
let handle: DatabaseHandle;
/** The role owning the tables, which the triggers hold back too. */
let propietario: BaseDelPropietario;

before(async () => {
  testDatabase = await createTestDatabase();
  handle = await openDatabase({ ...testDatabase, dataDir: 'memory://' });
  propietario = comoPropietario(testDatabase.databaseOwnerUrl, handle.db);
  await handle.db.insert(auditoria).values({ tabla: 'hospital', registro_id: '1', accion: 'CREAR', despues: { codigo: 'HUVH' } });
});

after(async () => {
  await propietario.close();
  await handle.close();
  await testDatabase.drop();
});

function databaseMessage(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

test('migrations create every table', async () => {
  // Both drivers answer raw queries with `{ rows }`; the shared Database type leaves the result untyped.
  const rows = await filasDe<{ table_name: string }>(handle.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  assert.deepEqual(
    rows.map((row) => row.table_name),
    [
      'auditoria',
      'biobanco',
      'bitacora',
      'catalogo_fila',
      'catalogo_version',
      'conjunto_genes',
      'consolidacion',
      'consulta',
      'consulta_evento',
      'descarga',
      'desenlace_paciente',
      'diagnostico',
      'diagnostico_fish',
      'documento_referencia',
      'hospital',
      'idempotencia',
      'induccion',
      'informe',
      'intento_login',
      'muerte',
      'muestra',
      'muestra_confirmacion',
      'muestra_contador',
      'muestra_ngs',
      'muestra_ngs_panel',
      'ngs_variante',
      'paciente',
      'paciente_ensayo',
      'paciente_recuento',
      'panel_genes',
      'perfil_ngs',
      'post_consolidacion',
      'rec_res',
      'recaida',
      'seguimiento',
      'sesion',
      'trasplante',
      'usuario',
      'usuario_biolab',
      'usuario_hospital',
      'usuario_laboratorio',
      'vaf_ngs',
    ],
  );
});

test('reopening a database keeps its data and applies no migration twice (PGlite: in a data folder)', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'registro-lma-datos-'));
  const config = { ...testDatabase, dataDir };
  try {
    const first = await openDatabase(config);
    await first.db.insert(hospital).values({ codigo: 'REABRIR', nombre: 'Centro', ciudad: 'Madrid', comunidad_autonoma: 'MD' });
    await first.close();
    const second = await openDatabase(config);
    const rows = await second.db.select({ codigo: hospital.codigo }).from(hospital);
    await second.close();
    assert.deepEqual(rows, [{ codigo: 'REABRIR' }]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('the audit trail accepts new rows', async () => {
  await handle.db.insert(auditoria).values({ tabla: 'usuario', registro_id: '7', accion: 'MODIFICAR', antes: {}, despues: {} });
  const rows = await handle.db.select({ accion: auditoria.accion }).from(auditoria);
  assert.deepEqual(rows.map((row) => row.accion).sort(), ['CREAR', 'MODIFICAR']);
});

test('the database refuses to UPDATE audit rows, even to the owner of the table', async () => {
  await assert.rejects(propietario.db.execute(sql`update auditoria set accion = 'BORRAR'`), (error) => {
    assert.match(databaseMessage(error), /solo admite inserciones \(UPDATE rechazado\)/);
    return true;
  });
});

test('the database refuses to DELETE or TRUNCATE audit rows, even to the owner of the table', async () => {
  await assert.rejects(propietario.db.execute(sql`delete from auditoria`), (error) => {
    assert.match(databaseMessage(error), /DELETE rechazado/);
    return true;
  });
  await assert.rejects(propietario.db.execute(sql`truncate auditoria`), (error) => {
    assert.match(databaseMessage(error), /TRUNCATE rechazado/);
    return true;
  });
  const [conteo] = await handle.db.select({ total: sql<number>`count(*)::int` }).from(auditoria);
  assert.equal(conteo?.total, 2);
});

// A connection the server kills while a request holds it (between two statements of a transaction) must fail that
// request, not the process: pg emits the error on the checked-out client, where nothing listened until this test.
if (process.env.TEST_DATABASE_URL) test('a connection killed while checked out fails its transaction, not the process, and the pool goes on', async () => {
  const url = testDatabase.databaseUrl ?? '';
  const perdida = mock.method(console, 'error', () => undefined);
  try {
    await assert.rejects(
      handle.db.transaction(async (tx) => {
        const rows = await filasDe<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        await onServer(url, `select pg_terminate_backend(${Number(rows[0]?.pid)})`);
        await esperar(300);
        await tx.execute(sql`select 1`);
      }),
    );
    const rows = await filasDe<{ uno: number }>(handle.db, sql`select 1 as uno`);
    assert.deepEqual(rows, [{ uno: 1 }]);
  } finally {
    perdida.mock.restore();
  }
});

// drizzle-orm 0.45.4 sent BEGIN before its try: when BEGIN failed (a pooled connection the server had killed, before
// its error event arrived) the connection was never given back. Each such failure took one of the pool's ten for good
// and made closing the pool wait forever (patches/drizzle-orm@0.45.4.patch).
if (process.env.TEST_DATABASE_URL) test('a transaction whose BEGIN fails gives its connection back to the pool', async () => {
  const pool = poolDeServidor(handle.db);
  assert.ok(pool);
  for (let intento = 0; intento < 3; intento += 1) {
    // An isolation level PostgreSQL does not know: BEGIN fails every time, and the callback never runs.
    await assert.rejects(
      handle.db.transaction(async () => assert.fail('no debe ejecutarse'), { isolationLevel: 'ninguno' as 'serializable' }),
      (error: unknown) => /ninguno/.test(databaseMessage(error)),
    );
  }
  assert.equal(pool.totalCount - pool.idleCount, 0, 'conexiones prestadas tras los BEGIN fallidos');
});
