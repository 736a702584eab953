import assert from 'node:assert/strict';
import { setTimeout as esperar } from 'node:timers/promises';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { baseAbiertaParaPruebas } from '../testing/base-abierta';
import type { NotifyListener } from './listen-notify';

const CANAL = 'prueba_avisos';

const abierta = baseAbiertaParaPruebas();

/** A listener that records what it hears, and waits for it. */
function oyente() {
  const oidos: string[] = [];
  const sucesos: string[] = [];
  const registro: NotifyListener = {
    aviso: (contenido) => oidos.push(contenido),
    perdido: () => sucesos.push('perdido'),
    recuperado: () => sucesos.push('recuperado'),
  };
  const hasta = async (condicion: () => boolean, limiteMs = 10_000) => {
    const fin = Date.now() + limiteMs;
    while (!condicion() && Date.now() < fin) await esperar(20);
    return condicion();
  };
  return { registro, oidos, sucesos, hasta };
}

const notificar = (contenido: string) => abierta.handle.db.execute(sql`select pg_notify(${CANAL}, ${contenido})`);

describe('database notifications', () => {
  test('a NOTIFY reaches the listener on its channel; once stopped, nothing more', async () => {
    const { registro, oidos, hasta } = oyente();
    const detener = await abierta.handle.avisos.escuchar(CANAL, registro);
    await notificar('7');
    await abierta.handle.db.execute(sql`select pg_notify('otro_canal', 'no')`);
    assert.ok(await hasta(() => oidos.length === 1), `oídos: ${oidos.join(', ')}`);
    await detener();
    await notificar('8');
    await esperar(200);
    assert.deepEqual(oidos, ['7']);
  });

  test('a listening connection cut by the server is reported lost, then heard again once reconnected', async () => {
    const { registro, oidos, sucesos, hasta } = oyente();
    const detener = await abierta.handle.avisos.escuchar(CANAL, registro);
    try {
      if (abierta.base.databaseUrl === undefined) {
        // PGlite lives in this process: its listener has no connection to lose.
        await notificar('1');
        assert.ok(await hasta(() => oidos.length === 1));
        assert.deepEqual(sucesos, []);
        return;
      }
      await abierta.handle.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`);
      assert.ok(await hasta(() => sucesos.includes('perdido')), 'no se avisó de la conexión perdida');
      assert.ok(await hasta(() => sucesos.includes('recuperado')), 'no se volvió a conectar');
      await notificar('2');
      assert.ok(await hasta(() => oidos.includes('2')), `oídos tras reconectar: ${oidos.join(', ')}`);
    } finally {
      await detener();
    }
  });
});
