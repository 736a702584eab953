import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { baseAbiertaParaPruebas } from '../testing/base-abierta';
import { neutralizarFormula } from '@registro-lma/shared/domain';
import { neutralizarFormulaSql } from './formulas-csv-sql';
import { filasDe } from '../db/filas';

const abierta = baseAbiertaParaPruebas();

const CASOS: readonly [string, string][] = [
  ['=HIPERVINCULO("http://x")', `'=HIPERVINCULO("http://x")`],
  ['+34 600 000 000', `'+34 600 000 000`],
  ['-2+3', `'-2+3`],
  ['@SUMA(A1)', `'@SUMA(A1)`],
  ['\t=1', `'\t=1`],
  ['\r=1', `'\r=1`],
  ['\uFF1D1+1', `'\uFF1D1+1`],
  ['Sin riesgo = 0', 'Sin riesgo = 0'],
  ["'ya con apóstrofo", "'ya con apóstrofo"],
  ['', ''],
];

test('a cell that would open as a formula gets a leading apostrophe; other text is left as it is', () => {
  for (const [texto, esperado] of CASOS) assert.equal(neutralizarFormula(texto), esperado, JSON.stringify(texto));
});

test('PostgreSQL neutralises exactly as the JavaScript rule does (null stays null)', async () => {
  for (const [texto, esperado] of CASOS) {
    const rows = await filasDe<{ t: string }>(abierta.handle.db, sql`select ${neutralizarFormulaSql(sql`${texto}::text`)} as t`);
    assert.equal(rows[0]!.t, esperado, JSON.stringify(texto));
  }
  const rows = await filasDe<{ t: string | null }>(abierta.handle.db, sql`select ${neutralizarFormulaSql(sql`null::text`)} as t`);
  assert.equal(rows[0]!.t, null);
});
