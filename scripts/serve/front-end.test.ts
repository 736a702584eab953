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

test('a precompressed twin (.br, .gz) gets the cache policy of the file it stands for', () => {
  for (const twin of ['.br', '.gz']) {
    assert.equal(cacheControlFor(`/dist/1011.7441d6a1.js${twin}`), 'public, max-age=31536000, immutable', twin);
    assert.equal(cacheControlFor(`/dist/main.js${twin}`), 'no-cache', twin);
    assert.equal(cacheControlFor(`/dist/mf-manifest.json${twin}`), 'no-cache', twin);
  }
});
