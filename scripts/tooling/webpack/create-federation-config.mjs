import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { compressionPlugins } from './compression-plugins.mjs';
import { sharedSingletons } from './shared-singletons.mjs';

const API_ORIGIN = 'http://127.0.0.1:8081';

/**
 * @typedef {object} FederationConfigOptions
 * @property {string} packageDir  folder of the package being built (its package.json is there)
 * @property {string} name        federation name: 'host', 'auth', 'patients', 'samples' or 'downloads'
 * @property {number} port        dev server port (contract: host 8080, remotes 3001-3004)
 * @property {Record<string, string>} [exposes]  present for a remote, absent for the host
 * @property {string} [title]     a remote's page title when it runs alone (remotes share one HTML template)
 * @property {boolean} [oneChunkPerScreen]  no shared split chunks: each lazy screen is one file with all it needs
 */

/**
 * @typedef {object} WebpackArgv
 * @property {'production' | 'development' | 'none'} [mode]
 */

/**
 * @param {NodeRequire} requireFromPackage
 * @returns {Record<string, string>} aliases of both entries of the react-router that react-router-dom uses to its
 *   production ES module build (both, or the two builds' contexts would differ)
 */
function reactRouterProductionBuild(requireFromPackage) {
  const requireFromRouterDom = createRequire(requireFromPackage.resolve('react-router-dom/package.json'));
  const production = path.join(path.dirname(requireFromRouterDom.resolve('react-router/package.json')), 'dist/production');
  return { 'react-router$': path.join(production, 'index.mjs'), 'react-router/dom$': path.join(production, 'dom-export.mjs') };
}

/**
 * @param {string} packageDir
 * @returns {string} the ES module build of the federation runtime core that the host's bundler runtime uses
 *   (enhanced → runtime-tools → runtime → runtime-core, each beside the one that depends on it)
 */
function federationRuntimeCore(packageDir) {
  let folder = realpathSync(path.join(packageDir, 'node_modules/@module-federation/enhanced'));
  for (const dependency of ['runtime-tools', 'runtime', 'runtime-core']) folder = realpathSync(path.join(folder, '..', dependency));
  return path.join(folder, 'dist/index.js');
}

/** The English descriptions of the federation runtime's errors, replaced in production (federacion-errores-sin-textos.mjs). */
export const DESCRIPCIONES_ERRORES_FEDERACION = /@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.m?js$/;

/**
 * The one webpack configuration of the host and every remote.
 * Build tools are required from the package being built: pnpm keeps them in each package's node_modules.
 * @param {FederationConfigOptions} options
 * @param {WebpackArgv} [argv]
 * @returns {import('webpack').Configuration & { devServer: Record<string, unknown> }}
 */
export function createFederationConfig({ packageDir, name, port, exposes, title, oneChunkPerScreen = false }, argv = {}) {
  const requireFromPackage = createRequire(path.join(packageDir, 'package.json'));
  const { ModuleFederationPlugin } = requireFromPackage('@module-federation/enhanced/webpack');
  const HtmlWebpackPlugin = requireFromPackage('html-webpack-plugin');
  const production = argv.mode !== 'development';
  const isRemote = exposes !== undefined;
  const publicDir = path.join(packageDir, 'public');
  const favicon = path.join(publicDir, 'favicon.svg');

  return {
    mode: production ? 'production' : 'development',
    context: packageDir,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(packageDir, 'dist'),
      // The host owns the origin root; a remote is served from whatever folder holds its manifest.
      publicPath: isRemote ? 'auto' : '/',
      // The federation runtime chunk rejects [contenthash] in entry names: entries are served no-cache instead.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // react-router's package "exports" offer only its development build (warnings, checks); production builds
      // take the production one, as its docs advise for bundlers that do not pick it themselves.
      alias: {
        ...(production ? reactRouterProductionBuild(requireFromPackage) : {}),
        // The host's runtime plugin publishes this copy for the remotes (runtime-core-global.mjs).
        ...(isRemote ? {} : { '@module-federation/runtime-core$': federationRuntimeCore(packageDir) }),
      },
    },
    module: {
      rules: [
        {
          // Workspace sources (shared/src included: pnpm symlinks resolve to their real path) are TypeScript.
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: requireFromPackage.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
          },
        },
        { test: /\.svg$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isRemote ? { filename: 'remoteEntry.js', exposes } : { remotes: {} }),
        shared: sharedSingletons(!isRemote),
        shareStrategy: 'loaded-first',
        dts: false,
        // Production remotes take the federation runtime core from the host instead of carrying their own; in
        // development each remote also runs alone (its bootstrap), so it keeps its own.
        ...(isRemote ? {} : { runtimePlugins: [path.join(import.meta.dirname, 'runtime-core-global.mjs')] }),
        experiments: {
          ...(isRemote && production ? { externalRuntime: true } : {}),
          optimization: { disableSnapshot: true, target: 'web', ...(isRemote ? { disableRemote: true } : {}) },
        },
      }),
      new HtmlWebpackPlugin(
        isRemote
          ? { template: path.join(import.meta.dirname, 'remote-index.html'), title: `Registro LMA · remoto ${title ?? name}` }
          : { template: path.join(publicDir, 'index.html'), ...(existsSync(favicon) ? { favicon } : {}) },
      ),
      ...(production
        ? [
            new (requireFromPackage('webpack').NormalModuleReplacementPlugin)(
              DESCRIPCIONES_ERRORES_FEDERACION,
              path.join(import.meta.dirname, 'federacion-errores-sin-textos.mjs'),
            ),
            // The server sends these twins; development builds are served by webpack-dev-server.
            ...compressionPlugins(requireFromPackage),
          ]
        : []),
    ],
    // Fewer, whole files for a remote whose first screen is everyone's first page: each split chunk is one more
    // request and gzip stream (measured on /login: 2.2 KB gzip and 4 requests less), while the screens that would
    // share those chunks are rarely opened in one visit.
    ...(oneChunkPerScreen ? { optimization: { splitChunks: false } } : {}),
    performance: { hints: false },
    devServer: {
      port,
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      static: existsSync(publicDir) ? { directory: publicDir, watch: true } : false,
      proxy: [{ context: (/** @type {string} */ pathname) => pathname.startsWith('/leucemia'), target: API_ORIGIN }],
      ...(isRemote
        ? {
            // The host page (another port) loads the remote's manifest, entry and chunks.
            headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' },
            client: { webSocketURL: `ws://localhost:${port}/ws`, overlay: false },
          }
        : {}),
    },
  };
}
