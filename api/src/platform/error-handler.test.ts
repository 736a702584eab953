import assert from 'node:assert/strict';
import { mock, test } from 'node:test';
import { setTimeout as esperar } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import { MENSAJE_SERVICIO_NO_DISPONIBLE } from '@registro-lma/shared/domain';
import { buildApp } from '../app';
import { openDatabase } from '../db/connection';
import { createTestApp } from '../testing/create-test-app';
import { PACIENTES, requestAs } from '../testing/pacientes';
import { signIn } from '../testing/sign-in';
import { testConfig } from '../testing/test-config';
import { createTestDatabase, onServer } from '../testing/test-database';
import { REINTENTAR_TRAS_SEGUNDOS } from './error-handler';

// When the database cannot be reached, a request answers 503 with Retry-After and a Spanish message,
// never 500 «error inesperado».

function comprobar503(response: LightMyRequestResponse): void {
  assert.equal(response.statusCode, 503, response.body);
  assert.equal(response.headers['retry-after'], String(REINTENTAR_TRAS_SEGUNDOS));
  assert.deepEqual(response.json(), { message: MENSAJE_SERVICIO_NO_DISPONIBLE });
}

test('a closed database (PGlite closed, pool ended) answers 503 with Retry-After', async () => {
  const testDatabase = await createTestDatabase();
  const config = testConfig(testDatabase);
  const info = mock.method(console, 'info', () => undefined);
  const database = await openDatabase(config);
  try {
    const app = await buildApp(config, { logger: false, database });
    const admin = await signIn(app, 'ADMIN');
    assert.equal((await requestAs(app, admin, 'GET', PACIENTES)).statusCode, 200);
    await database.close();
    comprobar503(await requestAs(app, admin, 'GET', PACIENTES));
    await app.close();
  } finally {
    info.mock.restore();
    await testDatabase.drop();
  }
});

const servidor = process.env.TEST_DATABASE_URL || undefined;

/** Waits until the server runs the slow route's `pg_sleep` on database `base`. */
async function hastaQueDuerma(url: string, base: string): Promise<void> {
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  try {
    for (let intento = 0; intento < 200; intento += 1) {
      const { rows } = await cliente.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = $1 and state = 'active' and query like 'select pg_sleep(30)%'",
        [base],
      );
      if ((rows[0]?.n ?? 0) > 0) return;
      await esperar(50);
    }
    throw new Error('La consulta lenta no llegó a ejecutarse en el servidor.');
  } finally {
    await cliente.end();
  }
}

// Only on a PostgreSQL server: the PGlite pass has no server whose connections can be killed.
if (servidor !== undefined) test('connections killed on the server: requests in flight answer 503, then the pool recovers', async () => {
  const perdida = mock.method(console, 'error', () => undefined);
  const app = await createTestApp({
    extend: async (instance) => {
      instance.get('/consulta-lenta', async () => instance.db.execute(sql`select pg_sleep(30)`));
    },
  });
  try {
    const admin = await signIn(app, 'ADMIN');
    const url = app.config.databaseUrl ?? '';
    const base = new URL(url).pathname.slice(1);
    const cortar = `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${base}' and pid <> pg_backend_pid()`;

    const lenta = app.inject({ method: 'GET', url: '/consulta-lenta' });
    const lecturas = Array.from({ length: 20 }, () => requestAs(app, admin, 'GET', PACIENTES));
    // The slow query is running when its connection is cut (it sleeps 30 s): the cut waits until the server shows it,
    // however long a loaded machine takes to get there.
    await hastaQueDuerma(url, base);
    await onServer(url, cortar);
    comprobar503(await lenta);
    for (const respuesta of await Promise.all(lecturas)) assert.ok([200, 503].includes(respuesta.statusCode), respuesta.body);

    // The pool may still hand out an idle connection the server killed before its error event arrived: that read
    // answers 503 too, and the web app's retry (at most 3 tries, shared/src/http/reintento-lecturas.ts) gets through.
    let despues = await requestAs(app, admin, 'GET', PACIENTES);
    for (let intento = 1; intento < 3 && despues.statusCode === 503; intento += 1) {
      comprobar503(despues);
      await esperar(200);
      despues = await requestAs(app, admin, 'GET', PACIENTES);
    }
    assert.equal(despues.statusCode, 200, despues.body);
  } finally {
    await app.close();
    perdida.mock.restore();
  }
});
