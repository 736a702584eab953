import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pacientesPorLote, siguienteLote } from './lector-descarga';

test('patients per batch: about 500 rows, never fewer than 500 patients nor more than 20 000', () => {
  assert.equal(pacientesPorLote(100_000, 100_000), 500, 'one row per patient');
  assert.equal(pacientesPorLote(500_000, 100_000), 500, 'five rows per patient: still 500 patients');
  assert.equal(pacientesPorLote(10_000, 100_000), 5_000, 'a sparse file');
  assert.equal(pacientesPorLote(100, 100_000), 20_000, 'almost empty');
  assert.equal(pacientesPorLote(0, 100_000), 20_000, 'empty');
});

test('PGlite batches are sized by the last statement’s pace: about 20 ms each, growing at most twice, within bounds', () => {
  assert.equal(siguienteLote(100, 100, 500), 20, 'five times too slow: a fifth of the patients');
  assert.equal(siguienteLote(100, 20, 500), 100, 'on target: the same');
  assert.equal(siguienteLote(100, 5, 500), 200, 'much faster: twice as many, not four times');
  assert.equal(siguienteLote(400, 1, 500), 500, 'never more than the file’s maximum');
  assert.equal(siguienteLote(10, 2_000, 500), 5, 'a stalled statement: never fewer than 5 patients');
  assert.equal(siguienteLote(25, 0, 500), 50, 'a statement under a millisecond counts as one');
});
