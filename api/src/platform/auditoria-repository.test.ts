import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, gt, max, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { auditoria, hospital } from '../db/schema';
import { registrarAuditoria } from './auditoria-commands';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { signIn, type TestSession } from '../testing/sign-in';
import { RepositorioAuditado, VARIOS_REGISTROS } from './auditoria-repository';
import { filasDe } from '../db/filas';

let admin: TestSession;
let repositorio: RepositorioAuditado;

const api = usarApiDePrueba(async (app) => {
  admin = await signIn(app, 'ADMIN');
  repositorio = new RepositorioAuditado(app, admin);
});

async function filasDesde(desde: number) {
  return api.app.db.select().from(auditoria).where(gt(auditoria.auditoria_id, desde));
}

async function ultima(): Promise<number> {
  const [fila] = await api.app.db.select({ id: max(auditoria.auditoria_id) }).from(auditoria);
  return fila?.id ?? 0;
}

test('a read is answered with its audit rows written, one per record the answer derives', async () => {
  const desde = await ultima();
  const leidos = await repositorio.leer(
    (ids: number[]) => ids.map((id) => ({ accion: 'VER' as const, tabla: 'muerte', registro_id: id, paciente_id: 7 })),
    async () => [11, 12],
  );
  assert.deepEqual(leidos, [11, 12]);
  const filas = await filasDesde(desde);
  assert.deepEqual(
    filas.map(({ usuario_id, rol, accion, tabla, registro_id, paciente_id }) => ({ usuario_id, rol, accion, tabla, registro_id, paciente_id })),
    [11, 12].map((id) => ({ usuario_id: admin.usuario_id, rol: 'ADMIN', accion: 'VER', tabla: 'muerte', registro_id: String(id), paciente_id: 7 })),
  );
});

test('a list keeps its criteria, not the records it returned', async () => {
  const desde = await ultima();
  await repositorio.leer({ accion: 'LISTAR', tabla: 'paciente', registro_id: VARIOS_REGISTROS, consulta: { estado: 'ACTIVO', devueltos: 3 } }, async () => null);
  const [fila] = await filasDesde(desde);
  assert.deepEqual(fila?.despues, { estado: 'ACTIVO', devueltos: 3 });
  assert.equal(fila?.registro_id, '*');
});

test('a change whose command wrote no audit row is refused and rolled back', async () => {
  const desde = await ultima();
  await assert.rejects(() => repositorio.escribir((tx) => tx.insert(hospital).values({ codigo: 'SINA', nombre: 'Sin auditoría', ciudad: 'Madrid', comunidad_autonoma: 'MD' })));
  assert.deepEqual(await api.app.db.select().from(hospital).where(eq(hospital.codigo, 'SINA')), []);
  assert.deepEqual(await filasDesde(desde), []);
});

test('a change that changed nothing records what its answer disclosed, when the route says so', async () => {
  const desde = await ultima();
  await repositorio.escribir(async () => 'sin cambios', { accion: 'VER', tabla: 'datos_iniciales', registro_id: 5, paciente_id: 5 });
  const filas = await filasDesde(desde);
  assert.deepEqual(filas.map((fila) => [fila.accion, fila.tabla]), [['VER', 'datos_iniciales']]);
});

test('a change audits as the repository user, and one that found nothing to change is rolled back unaudited', async () => {
  const desde = await ultima();
  const alta = (codigo: string) => async (tx: Database) => {
    const [creado] = await tx.insert(hospital).values({ codigo, nombre: 'Condicional', ciudad: 'Madrid', comunidad_autonoma: 'MD' }).returning();
    return creado!;
  };
  const creado = await repositorio.escribirSiCambia(async (tx, auditar) => {
    const hecho = await alta('CONA')(tx);
    await auditar({ tabla: 'hospital', registro_id: hecho.hospital_id, accion: 'CREAR', antes: null, despues: { codigo: hecho.codigo } });
    return hecho;
  });
  const sinCambio = await repositorio.escribirSiCambia(async (tx) => {
    await alta('CONB')(tx);
    return undefined;
  });
  assert.equal(sinCambio, undefined);
  assert.deepEqual((await api.app.db.select().from(hospital).where(eq(hospital.codigo, 'CONB'))), []);
  const filas = await filasDesde(desde);
  assert.deepEqual(
    filas.map(({ usuario_id, rol, accion, tabla, registro_id }) => ({ usuario_id, rol, accion, tabla, registro_id })),
    [{ usuario_id: admin.usuario_id, rol: 'ADMIN', accion: 'CREAR', tabla: 'hospital', registro_id: String(creado?.hospital_id) }],
  );
});

test('a read that fails writes no audit row', async () => {
  const desde = await ultima();
  await assert.rejects(() => repositorio.leer({ accion: 'VER', tabla: 'paciente', registro_id: 1 }, async () => Promise.reject(new Error('no encontrado'))));
  assert.deepEqual(await filasDesde(desde), []);
});

async function compromisoSincrono(db: Database): Promise<string> {
  const filas = await filasDe<{ synchronous_commit: string }>(db, sql`show synchronous_commit`);
  return filas[0]?.synchronous_commit ?? '';
}

test('on a server a read commits without waiting for the WAL flush, a change still waits for it; embedded, nothing waits', async () => {
  // PGlite runs with fsync off: its commits never wait for a disk, so its one connection keeps the default.
  const enLectura = api.app.config.databaseUrl === undefined ? 'on' : 'off';
  assert.equal(await repositorio.leer({ accion: 'VER', tabla: 'paciente', registro_id: 1 }, compromisoSincrono), enLectura);
  const [enSentencia] = await repositorio.leerEnUnaSentencia(
    { accion: 'VER', tabla: 'paciente', registro_id: 1 },
    { filas: sql`select current_setting('synchronous_commit') as modo`, resumen: (filas) => ({ devueltos: filas.length }) },
  );
  assert.equal(enSentencia?.modo, enLectura);
  const enCambio = await repositorio.escribir(async (tx) => {
    await registrarAuditoria(tx, { usuario_id: admin.usuario_id, rol: 'ADMIN', tabla: 'hospital', registro_id: 1, accion: 'MODIFICAR', antes: null, despues: null });
    return compromisoSincrono(tx);
  });
  assert.equal(enCambio, 'on');
  assert.equal(await compromisoSincrono(api.app.db), 'on');
});
