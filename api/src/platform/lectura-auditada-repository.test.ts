import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gt, max, sql } from 'drizzle-orm';
import { auditoria } from '../db/schema';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { signIn, type TestSession } from '../testing/sign-in';
import type { Quien } from './alcance/alcance-scope';
import type { EntradaAuditoria } from './auditoria-commands';
import { leerAuditado, type LecturaPreparable } from './lectura-auditada-repository';

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
const DEVUELTOS = (filas: readonly unknown[]) => ({ devueltos: filas.length });

test('a read answers the rows in their order and writes one audit row with the criteria and the figures over them', async () => {
  const desde = await ultima();
  const filas = await leerAuditado(api.app.dbLecturas, busqueda(), { filas: TRES_FILAS, resumen: (filas) => ({ devueltos: filas.length, mayor: Math.max(...filas.map((fila) => Number(fila.n))) }) });
  assert.deepEqual(filas, [{ n: 3 }, { n: 2 }, { n: 1 }]);
  const escritas = await filasDesde(desde);
  assert.deepEqual(
    escritas.map(({ usuario_id, rol, accion, tabla, registro_id, antes, despues }) => ({ usuario_id, rol, accion, tabla, registro_id, antes, despues })),
    [{ usuario_id: admin.usuario_id, rol: 'ADMIN', accion: 'BUSCAR', tabla: 'paciente', registro_id: '*', antes: null, despues: { texto: '12', devueltos: 3, mayor: 3 } }],
  );
});

test('a read that returns nothing is audited all the same', async () => {
  const desde = await ultima();
  assert.deepEqual(await leerAuditado(api.app.dbLecturas, busqueda(), { filas: sql`select where false`, resumen: DEVUELTOS }), []);
  const [escrita] = await filasDesde(desde);
  assert.deepEqual(escrita?.despues, { texto: '12', devueltos: 0 });
});

test('a read whose audit row cannot be written returns nothing', async () => {
  const desde = await ultima();
  // The table name is longer than the audit column admits: the read ran, but its audit row's insert fails.
  await assert.rejects(
    () => leerAuditado(api.app.dbLecturas, busqueda('t'.repeat(64)), { filas: TRES_FILAS, resumen: DEVUELTOS }),
    (error: Error) => /too long|demasiado largo/.test(String(error.cause)),
  );
  assert.deepEqual(await filasDesde(desde), []);
});

test('the audit rows of reads that finish together are written together, and one the table refuses fails only its own read', async () => {
  const desde = await ultima();
  const tablas = ['paciente', 'muestra', 't'.repeat(64), 'etapa', 'informe'];
  const lecturas = await Promise.allSettled(tablas.map((tabla) => leerAuditado(api.app.dbLecturas, busqueda(tabla), { filas: TRES_FILAS, resumen: DEVUELTOS })));
  assert.deepEqual(lecturas.map((lectura) => lectura.status), ['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
  assert.deepEqual((await filasDesde(desde)).map((fila) => fila.tabla).sort(), ['etapa', 'informe', 'muestra', 'paciente']);
});

const CLINICO: Quien = { rol: 'CLINICO', usuario_id: 1, hospitales: [{ hospital_id: 1 }], laboratorios: [], biolabs: [] };

/** A prepared read whose text holds what it reads of `quien` (its centres), as a scope's condition does. */
function preparable(quien: Quien, hasta: number): LecturaPreparable {
  return {
    forma: 'serie',
    quien,
    valores: { hasta },
    sentencia: ({ hasta: limite }) => ({
      filas: sql`select n, ${quien.hospitales.map((centro) => centro.hospital_id).join(',')}::text as centros from generate_series(1, ${limite}::int) as n`,
      resumen: DEVUELTOS,
    }),
  };
}

test('a prepared read binds each request its own values and criteria, and writes its audit row every time', async () => {
  const desde = await ultima();
  const primera = await leerAuditado(api.app.dbLecturas, busqueda(), preparable(CLINICO, 2));
  const segunda = await leerAuditado(api.app.dbLecturas, { ...busqueda(), despues: { texto: '345' } }, preparable(CLINICO, 3));
  assert.deepEqual([primera.length, segunda.length], [2, 3]);
  const escritas = await filasDesde(desde);
  assert.deepEqual(
    escritas.map((fila) => fila.despues),
    [
      { texto: '12', devueltos: 2 },
      { texto: '345', devueltos: 3 },
    ],
  );
});

test('a shape prepared for one reader is not used for another, nor for the same reader once its centres change', async () => {
  const otro: Quien = { ...CLINICO, usuario_id: 2, hospitales: [{ hospital_id: 2 }] };
  const trasladado: Quien = { ...CLINICO, hospitales: [{ hospital_id: 3 }] };
  const centros = async (quien: Quien) => (await leerAuditado(api.app.dbLecturas, busqueda(), preparable(quien, 1)))[0]?.centros;
  assert.deepEqual([await centros(CLINICO), await centros(otro), await centros(trasladado)], ['1', '2', '3']);
});

test('a prepared read whose audit row cannot be written returns nothing', async () => {
  const desde = await ultima();
  await leerAuditado(api.app.dbLecturas, busqueda(), preparable(CLINICO, 1));
  await assert.rejects(
    () => leerAuditado(api.app.dbLecturas, { ...busqueda(), despues: { texto: 'x'.repeat(10) }, tabla: 't'.repeat(64) }, preparable(CLINICO, 3)),
    (error: Error) => /too long|demasiado largo/.test(String(error.cause)),
  );
  assert.equal((await filasDesde(desde)).length, 1);
});
