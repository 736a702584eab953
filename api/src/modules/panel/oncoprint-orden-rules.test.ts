import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ordenarColumnas } from './oncoprint-orden-rules';

test('el OncoPrint ordena a los pacientes como cBioPortal: por el patrón de genes alterados, gen a gen, y luego por el tipo', () => {
  const columnas = [
    ['', 'MISSENSE', null],
    ['FRAMESHIFT', '', 'MISSENSE'],
    ['', '', ''],
    ['MISSENSE', 'ITD', ''],
    ['MULTIPLE', 'ITD', ''],
    [null, null, 'NONSENSE'],
    ['MISSENSE', '', ''],
  ];
  assert.deepEqual(ordenarColumnas(columnas.map((celdas) => ({ celdas }))).map((columna) => columna.celdas), [
    ['MULTIPLE', 'ITD', ''],
    ['MISSENSE', 'ITD', ''],
    ['FRAMESHIFT', '', 'MISSENSE'],
    ['MISSENSE', '', ''],
    ['', 'MISSENSE', null],
    [null, null, 'NONSENSE'],
    ['', '', ''],
  ]);
});
