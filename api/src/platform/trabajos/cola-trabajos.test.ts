import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mock, test } from 'node:test';
import { openDatabase } from '../../db/connection';
import { testConfig } from '../../testing/test-config';
import { createTestDatabase } from '../../testing/test-database';
import { abrirColaTrabajos } from './cola-trabajos';

test('a job that ends after its queue stopped (graceful stop timed out) is recorded as done without an unhandled rejection', async () => {
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
    // The graceful stop gives up after its timeout while the job still runs; pg-boss then ends it without awaiting.
    await cola.detener();
    soltar();
    await new Promise((resolver) => setTimeout(resolver, 500));
    assert.deepEqual(rechazos, []);
  } finally {
    process.off('unhandledRejection', anotar);
    await handle.close();
    await baseDeDatos.drop();
  }
});

test('a job that ends after its database went away (closed, or down) is left active without an unhandled rejection', async () => {
  const baseDeDatos = await createTestDatabase();
  const config = testConfig(baseDeDatos);
  const handle = await openDatabase(config);
  const rechazos: unknown[] = [];
  const anotar = (motivo: unknown) => rechazos.push(motivo);
  process.on('unhandledRejection', anotar);
  const errores = mock.method(console, 'error', () => undefined);
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
    await handle.close();
    soltar();
    await new Promise((resolver) => setTimeout(resolver, 500));
    assert.deepEqual(rechazos, []);
    await cola.detener().catch(() => undefined);
  } finally {
    process.off('unhandledRejection', anotar);
    errores.mock.restore();
    await baseDeDatos.drop();
  }
});
