import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { baseAbiertaParaPruebas } from '../testing/base-abierta';
import { cursorEnArrays, filasEnArrays, poolDeServidor } from './filas-en-arrays';

const abierta = baseAbiertaParaPruebas();

const serie = (hasta: number) => sql`select g, ${'x'}::text as letra from generate_series(1, ${hasta}) g order by g`;

test('rows as arrays in the order of their columns, on either engine', async () => {
  assert.deepEqual(await filasEnArrays(abierta.handle.db, serie(2)), [
    [1, 'x'],
    [2, 'x'],
  ]);
  assert.equal(poolDeServidor(abierta.handle.db) === null, abierta.base.databaseUrl === undefined);
});

/** Connections of this database left inside a transaction (none once a cursor's loop is over). */
async function enTransaccion(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    "select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'",
  );
  return rows[0]!.n;
}

const servidor = process.env.TEST_DATABASE_URL || undefined;

/** The pool of the PostgreSQL run. */
function pool(): Pool {
  const deServidor = poolDeServidor(abierta.handle.db);
  assert.ok(deServidor !== null);
  return deServidor;
}

if (servidor !== undefined) {
  test('a cursor hands the rows over FETCH by FETCH, then commits and frees its connection', async () => {
    const lotes: unknown[][][] = [];
    for await (const lote of cursorEnArrays(pool(), serie(1050), 500)) lotes.push(lote);
    assert.deepEqual(
      lotes.map((lote) => lote.length),
      [500, 500, 50],
    );
    assert.deepEqual(
      lotes.flat().map((fila) => fila[0]),
      Array.from({ length: 1050 }, (_, indice) => indice + 1),
    );
    assert.deepEqual(lotes[2]!.at(-1), [1050, 'x']);
    assert.equal(await enTransaccion(pool()), 0);
  });

  test('leaving the loop early rolls back: no connection is left inside the transaction', async () => {
    for await (const lote of cursorEnArrays(pool(), serie(5000), 100)) {
      assert.equal(lote.length, 100);
      break;
    }
    assert.equal(await enTransaccion(pool()), 0);
    // Left at the last FETCH, whose rows are fewer than asked: the commit had not come yet.
    for await (const lote of cursorEnArrays(pool(), serie(150), 100)) if (lote.length < 100) break;
    assert.equal(await enTransaccion(pool()), 0);
    assert.equal(pool().totalCount, pool().idleCount);
  });

  test('a statement failing between two FETCHes rejects the loop and frees the connection', async () => {
    const lotes: number[] = [];
    await assert.rejects(async () => {
      for await (const lote of cursorEnArrays(pool(), sql`select 1 / (1500 - g) from generate_series(1, 2000) g`, 1000)) lotes.push(lote.length);
    }, /division by zero/);
    assert.deepEqual(lotes, [1000]);
    assert.equal(await enTransaccion(pool()), 0);
    assert.deepEqual(await filasEnArrays(abierta.handle.db, serie(1)), [[1, 'x']]);
  });
}
