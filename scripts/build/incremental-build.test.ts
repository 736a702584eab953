import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compilar } from './incremental-build';

test('without pnpm on the PATH the build fails with a Spanish message instead of crashing the process', async () => {
  const path = process.env.PATH;
  process.env.PATH = '/sin-pnpm';
  try {
    await assert.rejects(compilar(['host']), /^Error: No se pudo lanzar pnpm para compilar \(spawn pnpm ENOENT\): arranque con la primera orden del README\.$/);
  } finally {
    process.env.PATH = path;
  }
});
