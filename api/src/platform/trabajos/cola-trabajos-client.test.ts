import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mock, test } from 'node:test';
import { openDatabase, type DatabaseHandle } from '../../db/connection';
import { testConfig } from '../../testing/test-config';
import { createTestDatabase } from '../../testing/test-database';
import { abrirColaTrabajos, rolDeConexion, type ColaTrabajos } from './cola-trabajos-client';

/**
 * A queue with one job running until `soltar()`, on a database of its own; `interrumpir` cuts the queue or its
 * database while the job runs. Resolves with the unhandled rejections seen once the job has ended.
 */
async function trabajoQueTerminaTarde(interrumpir: (cola: ColaTrabajos, handle: DatabaseHandle) => Promise<void>): Promise<unknown[]> {
  const baseDeDatos = await createTestDatabase();
  const config = testConfig(baseDeDatos);
  const handle = await openDatabase(config);
  const rechazos: unknown[] = [];
  const anotar = (motivo: unknown) => rechazos.push(motivo);
  process.on('unhandledRejection', anotar);
  try {
    const cola = await abrirColaTrabajos(handle.db, config, { lenta: { reintentos: 0, caducaTrasSegundos: 60 } });
    let empezado!: () => void;
    const haEmpezado = new Promise<void>((resolver) => (empezado = resolver));
    let soltar!: () => void;
    const suelto = new Promise<void>((resolver) => (soltar = resolver));
    await cola.trabajar('lenta', async () => {
      empezado();
      await suelto;
    });
    await cola.enviar('lenta', randomUUID(), {});
    await haEmpezado;
    await interrumpir(cola, handle);
    soltar();
    await new Promise((resolver) => setTimeout(resolver, 500));
    await cola.detener().catch(() => undefined);
    return rechazos;
  } finally {
    process.off('unhandledRejection', anotar);
    await handle.close().catch(() => undefined);
    await baseDeDatos.drop();
  }
}

test('a job that ends after its queue stopped (graceful stop timed out) is recorded as done without an unhandled rejection', async () => {
  // The graceful stop gives up after its timeout while the job still runs; pg-boss then ends it without awaiting.
  assert.deepEqual(await trabajoQueTerminaTarde((cola) => cola.detener()), []);
});

test('a job that ends after its database went away (closed, or down) is left active without an unhandled rejection', async () => {
  const errores = mock.method(console, 'error', () => undefined);
  try {
    assert.deepEqual(await trabajoQueTerminaTarde((_cola, handle) => handle.close()), []);
  } finally {
    errores.mock.restore();
  }
});

test('the role of a connection string is read as pg reads it, a Unix-socket address and an encoded name included', () => {
  assert.equal(rolDeConexion('postgres://registro_app:clave@127.0.0.1:5432/registro'), 'registro_app');
  assert.equal(rolDeConexion('postgres://registro_app:clave@/registro?host=/var/run/postgresql'), 'registro_app');
  assert.equal(rolDeConexion('postgres://rol%22raro@/registro?host=/var/run/postgresql'), 'rol"raro');
  assert.equal(rolDeConexion('postgres:///registro?host=/var/run/postgresql'), '');
});
