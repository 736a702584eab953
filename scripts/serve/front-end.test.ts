import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cacheControlFor } from './front-end';

test('hashed chunks are immutable; entry files, manifests and the shell are revalidated', () => {
  assert.equal(cacheControlFor('/dist/1011.7441d6a1.js'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/dist/assets/under-construction.5e3c9a10.svg'), 'public, max-age=31536000, immutable');
  for (const file of ['main.js', 'remoteEntry.js', 'mf-manifest.json', 'index.html', 'favicon.svg']) {
    assert.equal(cacheControlFor(`/dist/${file}`), 'no-cache', file);
  }
});
