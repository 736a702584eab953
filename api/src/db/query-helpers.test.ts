import assert from 'node:assert/strict';
import { test } from 'node:test';
import { containsPattern, pageOffset } from './query-helpers';

test('pages start at 1', () => {
  assert.equal(pageOffset({ pagina: 1, tamano: 50 }), 0);
  assert.equal(pageOffset({ pagina: 3, tamano: 20 }), 40);
});

test('search terms are literal: LIKE wildcards and the escape character are escaped', () => {
  assert.equal(containsPattern('ana'), '%ana%');
  assert.equal(containsPattern('50%_a\\b'), '%50\\%\\_a\\\\b%');
});
