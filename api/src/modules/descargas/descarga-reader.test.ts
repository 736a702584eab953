import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql, type SQL } from 'drizzle-orm';
import { lotesAlPaso, pacientesPorLote, siguienteLote } from './descarga-reader';

test('patients per batch: about 500 rows, never fewer than 500 patients nor more than 20 000', () => {
  assert.equal(pacientesPorLote(100_000, 100_000), 500, 'one row per patient');
  assert.equal(pacientesPorLote(500_000, 100_000), 500, 'five rows per patient: still 500 patients');
  assert.equal(pacientesPorLote(10_000, 100_000), 5_000, 'a sparse file');
  assert.equal(pacientesPorLote(100, 100_000), 20_000, 'almost empty');
  assert.equal(pacientesPorLote(0, 100_000), 20_000, 'empty');
});

test('PGlite batches are sized by the last statement’s pace: about 20 ms each, growing at most twice, within bounds', () => {
  assert.equal(siguienteLote(200, 100, 500), 40, 'five times too slow: a fifth of the patients');
  assert.equal(siguienteLote(100, 20, 500), 100, 'on target: the same');
  assert.equal(siguienteLote(100, 5, 500), 200, 'much faster: twice as many, not four times');
  assert.equal(siguienteLote(400, 1, 500), 500, 'never more than the file’s maximum');
  assert.equal(siguienteLote(100, 2_000, 500), 25, 'a stalled statement: never fewer than 25 patients');
  assert.equal(siguienteLote(25, 0, 500), 50, 'a statement under a millisecond counts as one');
});

test('a PGlite batch is paced on all its work: the summary file’s histories count, not only its statement', async () => {
  let ahora = 0;
  const pedidos: number[] = [];
  async function* pacientes(porLote: () => number): AsyncGenerator<SQL> {
    for (let i = 0; i < 6; i++) {
      pedidos.push(porLote());
      yield sql`true`;
    }
  }
  // 0.05 ms per patient for the statement, 0.45 ms for loading and summarising its history: 0.5 ms a patient in all.
  const leer = async () => {
    ahora += pedidos.at(-1)! * 0.5;
    return [pedidos.at(-1)!];
  };
  const lotes: number[][] = [];
  for await (const lote of lotesAlPaso(pacientes, leer, 500, () => ahora)) lotes.push(lote);
  assert.deepEqual(pedidos, [25, 40, 40, 40, 40, 40], 'after the first batch (12.5 ms), each takes 20 ms');
  assert.equal(lotes.length, 6);
});

test('between two PGlite batches the event loop turns: a request waiting is served before the next batch', async () => {
  async function* pacientes(): AsyncGenerator<SQL> {
    for (let i = 0; i < 3; i++) yield sql`true`;
  }
  let servida = false;
  const vistas: boolean[] = [];
  // A statement PGlite answers at once resolves without a turn of the event loop.
  const leer = async () => {
    vistas.push(servida);
    return [1];
  };
  setImmediate(() => {
    servida = true;
  });
  for await (const lote of lotesAlPaso(pacientes, leer, 500)) assert.deepEqual(lote, [1]);
  assert.deepEqual(vistas, [true, true, true]);
});
