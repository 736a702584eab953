import assert from 'node:assert/strict';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { DESCRIPCIONES_ERRORES_FEDERACION } from './create-federation-config.mjs';
import * as sinTextos from './federacion-errores-sin-textos.mjs';

/** The error-codes package the host's federation runtime imports (enhanced → runtime-tools → runtime → runtime-core → error-codes). */
function errorCodesDist() {
  let folder = realpathSync(path.resolve(import.meta.dirname, '../../../host/node_modules/@module-federation/enhanced'));
  for (const dependency of ['runtime-tools', 'runtime', 'runtime-core', 'error-codes']) folder = realpathSync(path.join(folder, '..', dependency));
  return path.join(folder, 'dist');
}

test('the replacement matches the descriptions file the runtime imports, and stands in for every name it exports', async () => {
  const real = path.join(errorCodesDist(), 'desc.mjs');
  assert.match(real, DESCRIPCIONES_ERRORES_FEDERACION);
  const original = await import(pathToFileURL(real).href);
  assert.deepEqual(Object.keys(sinTextos).sort(), Object.keys(original).sort());
});

test('a runtime error message keeps its code and the link to its documented cause', async () => {
  const { getShortErrorMsg } = await import(pathToFileURL(path.join(errorCodesDist(), 'getShortErrorMsg.mjs')).href);
  const mensaje = getShortErrorMsg('RUNTIME-008', sinTextos.runtimeDescMap, { url: '/mfe/auth/remoteEntry.js' });
  assert.match(mensaje, /^Module Federation #RUNTIME-008\n/);
  assert.match(mensaje, /module-federation\.io\/guide\/troubleshooting\/runtime#runtime-008/);
});
