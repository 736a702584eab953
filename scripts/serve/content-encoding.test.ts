import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressOnce, preferredEncoding } from './content-encoding';

test('brotli is preferred, gzip is the fallback, no header or no known encoding means identity', () => {
  assert.equal(preferredEncoding('br, gzip'), 'br');
  assert.equal(preferredEncoding('gzip, deflate, br, zstd'), 'br');
  assert.equal(preferredEncoding('gzip'), 'gzip');
  assert.equal(preferredEncoding('deflate'), undefined);
  assert.equal(preferredEncoding('identity'), undefined);
  assert.equal(preferredEncoding(''), undefined);
  assert.equal(preferredEncoding(undefined), undefined);
});

test('q values rank the encodings and q=0 refuses one', () => {
  assert.equal(preferredEncoding('br;q=0.5, gzip;q=0.8'), 'gzip');
  assert.equal(preferredEncoding('br;q=0, gzip'), 'gzip');
  assert.equal(preferredEncoding('BR ; q=1.0, GZIP'), 'br');
  assert.equal(preferredEncoding('gzip;q=0'), undefined);
});

test('the wildcard stands for gzip, as in @fastify/static, unless gzip is named', () => {
  assert.equal(preferredEncoding('*'), 'gzip');
  assert.equal(preferredEncoding('gzip;q=0, *'), undefined);
  assert.equal(preferredEncoding('br, *'), 'br');
});

test('compressOnce keeps the body and both encodings, each decoding to it', () => {
  const html = '<!doctype html><title>Registro LMA</title>'.repeat(20);
  const bodies = compressOnce(html);
  assert.equal(bodies.identity.toString('utf8'), html);
  assert.equal(brotliDecompressSync(bodies.br).toString('utf8'), html);
  assert.equal(gunzipSync(bodies.gzip).toString('utf8'), html);
  assert.ok(bodies.br.length < bodies.identity.length);
});
