import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gt, max, sql } from 'drizzle-orm';
import { auditoria } from '../db/schema';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { signIn, type TestSession } from '../testing/sign-in';
import type { EntradaAuditoria } from './auditoria';
import { leerAuditado } from './lectura-auditada';

let admin: TestSession;

const api = usarApiDePrueba(async (app) => {
  admin = await signIn(app, 'ADMIN');
});

async function filasDesde(desde: number) {
  return api.app.db.select().from(auditoria).where(gt(auditoria.auditoria_id, desde));
}

async function ultima(): Promise<number> {
  const [fila] = await api.app.db.select({ id: max(auditoria.auditoria_id) }).from(auditoria);
  return fila?.id ?? 0;
}

function busqueda(tabla = 'paciente'): EntradaAuditoria {
  return { usuario_id: admin.usuario_id, rol: 'ADMIN', tabla, registro_id: '*', accion: 'BUSCAR', antes: null, despues: { texto: '12' } };
}

const TRES_FILAS = sql`select n from generate_series(3, 1, -1) as n`;

test('one statement answers the rows in their order and writes one audit row with the criteria and the figures over them', async () => {
  const desde = await ultima();
  const filas = await leerAuditado(api.app.dbLecturas, busqueda(), { filas: TRES_FILAS, resumen: { devueltos: sql`count(*)`, mayor: sql`max(n)` } });
  assert.deepEqual(filas, [{ n: 3 }, { n: 2 }, { n: 1 }]);
  const escritas = await filasDesde(desde);
  assert.deepEqual(
    escritas.map(({ usuario_id, rol, accion, tabla, registro_id, antes, despues }) => ({ usuario_id, rol, accion, tabla, registro_id, antes, despues })),
    [{ usuario_id: admin.usuario_id, rol: 'ADMIN', accion: 'BUSCAR', tabla: 'paciente', registro_id: '*', antes: null, despues: { texto: '12', devueltos: 3, mayor: 3 } }],
  );
});

test('a read that returns nothing is audited all the same', async () => {
  const desde = await ultima();
  assert.deepEqual(await leerAuditado(api.app.dbLecturas, busqueda(), { filas: sql`select where false`, resumen: { devueltos: sql`count(*)` } }), []);
  const [escrita] = await filasDesde(desde);
  assert.deepEqual(escrita?.despues, { texto: '12', devueltos: 0 });
});

test('a read whose audit row cannot be written returns nothing', async () => {
  const desde = await ultima();
  // The table name is longer than the audit column admits: the insert fails inside the read's statement.
  await assert.rejects(
    () => leerAuditado(api.app.dbLecturas, busqueda('t'.repeat(64)), { filas: TRES_FILAS, resumen: { devueltos: sql`count(*)` } }),
    (error: Error) => /too long|demasiado largo/.test(String(error.cause)),
  );
  assert.deepEqual(await filasDesde(desde), []);
});
