import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { sharedSingletons, STATELESS_EXCLUSION_WARNING } from './shared-singletons.mjs';

const API_ORIGIN = 'http://127.0.0.1:8081';

/**
 * @typedef {object} FederationConfigOptions
 * @property {string} packageDir  folder of the package being built (its package.json is there)
 * @property {string} name        federation name: 'host', 'auth', 'patients', 'samples' or 'downloads'
 * @property {number} port        dev server port (contract: host 8080, remotes 3001-3004)
 * @property {Record<string, string>} [exposes]  present for a remote, absent for the host
 * @property {string} [title]     a remote's page title when it runs alone (remotes share one HTML template)
 */

/**
 * @typedef {object} WebpackArgv
 * @property {'production' | 'development' | 'none'} [mode]
 */

/**
 * The one webpack configuration of the host and every remote.
 * Build tools are required from the package being built: pnpm keeps them in each package's node_modules.
 * @param {FederationConfigOptions} options
 * @param {WebpackArgv} [argv]
 * @returns {import('webpack').Configuration & { devServer: Record<string, unknown> }}
 */
export function createFederationConfig({ packageDir, name, port, exposes, title }, argv = {}) {
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
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
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
        shared: sharedSingletons(packageDir),
        shareStrategy: 'loaded-first',
        dts: false,
      }),
      new HtmlWebpackPlugin(
        isRemote
          ? { template: path.join(import.meta.dirname, 'remote-index.html'), title: `Registro LMA · remoto ${title ?? name}` }
          : { template: path.join(publicDir, 'index.html'), ...(existsSync(favicon) ? { favicon } : {}) },
      ),
    ],
    performance: { hints: false },
    ignoreWarnings: [STATELESS_EXCLUSION_WARNING],
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
