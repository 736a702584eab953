import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { constants } from 'node:zlib';
import { createFederationConfig } from './create-federation-config.mjs';
import { compressionPlugins, PRECOMPRESSED_ASSETS } from './compression-plugins.mjs';

const HOST_DIR = path.resolve(import.meta.dirname, '../../../host');

test('every text asset the server sends gets twins; the twins themselves and binaries do not', () => {
  for (const file of ['main.js', '1011.7441d6a1.js', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'index.html',
    'assets/favicon.5e3c9a10.svg', 'main.js.LICENSE.txt', 'estilos.css', 'main.js.map']) {
    assert.ok(PRECOMPRESSED_ASSETS.test(file), file);
  }
  for (const file of ['main.js.br', 'main.js.gz', 'logo.png', 'fuente.woff2']) {
    assert.ok(!PRECOMPRESSED_ASSETS.test(file), file);
  }
});

test('brotli 11 to <file>.br and gzip 9 to <file>.gz, for every matching asset whatever its size or ratio', () => {
  const plugins = /** @type {{ options: Record<string, unknown> }[]} */ (
    /** @type {unknown} */ (compressionPlugins(createRequire(path.join(HOST_DIR, 'package.json'))))
  );
  const chosen = plugins.map(({ options }) => {
    const { algorithm, filename, compressionOptions, threshold, minRatio } = options;
    return { algorithm, filename, compressionOptions, threshold, minRatio };
  });
  assert.deepEqual(chosen, [
    {
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 0,
      minRatio: Infinity,
    },
    { algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 }, threshold: 0, minRatio: Infinity },
  ]);
});

test('production builds compress, development builds do not', () => {
  /** @param {'production' | 'development'} mode */
  const compressors = (mode) =>
    (createFederationConfig({ packageDir: HOST_DIR, name: 'host', port: 8080 }, { mode }).plugins ?? []).filter(
      (plugin) => plugin?.constructor.name === 'CompressionPlugin',
    ).length;
  assert.equal(compressors('production'), 2);
  assert.equal(compressors('development'), 0);
});
