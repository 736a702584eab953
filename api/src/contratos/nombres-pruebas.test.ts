import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** This folder holds the sweeps over the whole API, which test no single file. */
const CONTRATOS = `contratos${sep}`;

test('every API test outside contratos/ is named for the source file beside it (x.test.ts and x.aspect.test.ts test x.ts)', () => {
  const sinFuente = readdirSync(SRC, { recursive: true })
    .map(String)
    .filter((fichero) => fichero.endsWith('.test.ts') && !fichero.startsWith(CONTRATOS))
    .filter((fichero) => !existsSync(join(SRC, fichero.replace(/(\.[\w-]+)?\.test\.ts$/, '.ts'))))
    .sort();
  assert.deepEqual(sinFuente, []);
});
