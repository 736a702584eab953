import zlib from 'node:zlib';

/** Text assets that a production build also writes as `<file>.br` and `<file>.gz`. */
export const PRECOMPRESSED_ASSETS = /\.(js|css|html|json|svg|txt|map)$/;

/**
 * Brotli (quality 11) and gzip (level 9) twins of every text asset, made once at build time: the server
 * (scripts/serve/front-end.ts, `preCompressed`) sends them as they are, so the strongest levels cost no CPU per
 * request. threshold 0 and minRatio Infinity give every matching asset both twins, even a tiny one that does not
 * shrink: "each text asset has its .br and .gz" is then a rule the server and a reviewer can rely on.
 * @param {NodeJS.Require} requireFromPackage  require of the package being built (pnpm keeps build tools there)
 * @returns {import('webpack').WebpackPluginInstance[]}
 */
export function compressionPlugins(requireFromPackage) {
  /** @type {typeof import('compression-webpack-plugin')} */
  const CompressionPlugin = requireFromPackage('compression-webpack-plugin');
  const common = { test: PRECOMPRESSED_ASSETS, threshold: 0, minRatio: Infinity };
  /** @type {import('node:zlib').BrotliOptions} */
  const brotli11 = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
  return [
    new CompressionPlugin({ ...common, algorithm: 'brotliCompress', filename: '[path][base].br', compressionOptions: brotli11 }),
    new CompressionPlugin({ ...common, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } }),
  ];
}
