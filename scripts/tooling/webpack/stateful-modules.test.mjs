import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { STATEFUL_SHARED_MODULES } from './shared-singletons.mjs';

const SHARED_SOURCE = path.resolve(import.meta.dirname, '../../../shared/src');

/** State a build may keep for itself: nothing outside that build reads or renders it. */
const PER_BUILD_STATE = {
  'domain/descargas/libro-codigos.ts': "a cache of the codebook's rows per file and mode, the same in every copy",
  'domain/fechas/reloj.ts': 'the clock that unit tests replace',
  'domain/fields/validar-registro.ts': 'a cache of compiled schemas',
  'ui/formulario/use-filas-formulario.ts': 'row keys, unique within the forms of one build',
  'ui/libreria/documentos-referencia.ts': "a one-minute cache of the library's list: another build's copy asks again within a minute",
};

/**
 * What must exist once: module-level state (a top-level `let`, a store, a configured client, an empty collection
 * filled at run time) or an exported class, whose `instanceof` only recognises objects of the same copy.
 */
const MODULE_STATE = /^(?:export )?(?:class |let |const \w+(?:: [^=]+)? = (?:new (?:Map|Set|WeakMap)(?:<[^>]*(?:<[^>]*>)?[^>]*>)?\(\)|createStore\b|axios\.create\())/m;

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'mock' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|fixture)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

test('cada módulo de shared con estado o con una clase se comparte como una sola instancia, o consta como propio de cada compilación', () => {
  const withState = sourceFiles(SHARED_SOURCE)
    .filter((file) => MODULE_STATE.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(SHARED_SOURCE, file).split(path.sep).join('/'))
    .sort();
  assert.deepEqual(withState, [...STATEFUL_SHARED_MODULES, ...Object.keys(PER_BUILD_STATE)].sort());
});
