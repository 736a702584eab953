import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { edadEnAnios } from '@registro-lma/shared/domain';
import { createTestDatabase } from '../testing/test-database';
import { openDatabase } from './connection';
import { filasDe } from './filas';
import { aniosCumplidosSql, containsPattern, pageOffset } from './query-helpers';

test('pages start at 1', () => {
  assert.equal(pageOffset({ pagina: 1, tamano: 50 }), 0);
  assert.equal(pageOffset({ pagina: 3, tamano: 20 }), 40);
});

test('search terms are literal: LIKE wildcards and the escape character are escaped', () => {
  assert.equal(containsPattern('ana'), '%ana%');
  assert.equal(containsPattern('50%_a\\b'), '%50\\%\\_a\\\\b%');
});

test('los años cumplidos en SQL son los de edadEnAnios, también en un 29 de febrero y la víspera de un cumpleaños', async () => {
  const fechas: readonly (readonly [string, string])[] = [
    ['1960-05-10', '2024-05-09'],
    ['1960-05-10', '2024-05-10'],
    ['2000-02-29', '2023-02-28'],
    ['2000-02-29', '2023-03-01'],
    ['2000-02-29', '2024-02-29'],
    ['1999-12-31', '2000-01-01'],
    ['1950-01-01', '1950-01-01'],
  ];
  const testDatabase = await createTestDatabase();
  const handle = await openDatabase({ ...testDatabase, dataDir: 'memory://' });
  try {
    for (const [nacimiento, fecha] of fechas) {
      const [fila] = await filasDe<{ anios: number }>(handle.db, sql`select ${aniosCumplidosSql(sql`${nacimiento}::date`, sql`${fecha}::date`)} as anios`);
      assert.equal(fila?.anios, edadEnAnios(nacimiento, fecha), `${nacimiento} → ${fecha}`);
    }
  } finally {
    await handle.close();
    await testDatabase.drop();
  }
});
