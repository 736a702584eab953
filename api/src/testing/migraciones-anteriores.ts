import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after } from 'node:test';

/** The API's migrations folder, whole. */
export const MIGRACIONES = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * A copy of the migrations folder as it was before the migration whose tag ends in `_<migracion>` (named without its
 * number, which may change when branches are merged); removed after the test file.
 */
export function migracionesAnterioresA(migracion: string): string {
  const anteriores = mkdtempSync(join(tmpdir(), 'migraciones-'));
  after(() => rmSync(anteriores, { recursive: true, force: true }));
  cpSync(MIGRACIONES, anteriores, { recursive: true });
  const diario = join(anteriores, 'meta', '_journal.json');
  const { entries, ...resto } = JSON.parse(readFileSync(diario, 'utf8')) as { entries: { tag: string }[] };
  const hasta = entries.findIndex((entrada) => entrada.tag.endsWith(`_${migracion}`));
  assert.ok(hasta > 0, `${migracion} is in the journal`);
  writeFileSync(diario, JSON.stringify({ ...resto, entries: entries.slice(0, hasta) }));
  return anteriores;
}
