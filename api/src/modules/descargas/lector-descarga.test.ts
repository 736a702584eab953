import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pacientesPorLote } from './lector-descarga';

test('patients per batch: about 500 rows, never fewer than 500 patients nor more than 20 000', () => {
  assert.equal(pacientesPorLote(100_000, 100_000), 500, 'one row per patient');
  assert.equal(pacientesPorLote(500_000, 100_000), 500, 'five rows per patient: still 500 patients');
  assert.equal(pacientesPorLote(10_000, 100_000), 5_000, 'a sparse file');
  assert.equal(pacientesPorLote(100, 100_000), 20_000, 'almost empty');
  assert.equal(pacientesPorLote(0, 100_000), 20_000, 'empty');
});
