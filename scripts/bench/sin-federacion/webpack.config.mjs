// The host as ONE ORDINARY BUNDLE, for bench:peso's comparison: the same configuration as `pnpm build` (loaders,
// swc options, HTML template, production mode, chunk splitting) minus Module Federation, with the remotes' screens
// imported by the host's own code. Usage: webpack --config <this file> --env output=<folder> (run from host/).
import path from 'node:path';
import { createFederationConfig } from '@registro-lma/tooling/webpack/create-federation-config.mjs';

const HOST_DIR = path.resolve(import.meta.dirname, '../../../host');
const FEDERATION_PLUGIN = 'ModuleFederationPlugin';

/**
 * @param {{ output?: string }} env
 * @returns {import('webpack').Configuration}
 */
export default (env) => {
  if (!env.output) throw new Error('Falta --env output=<carpeta> para el bundle sin federación.');
  // Whatever the federated build configures (optimization, rules, …) is kept, so the comparison follows its changes.
  const { devServer: _devServer, ...federated } = createFederationConfig({ packageDir: HOST_DIR, name: 'host', port: 8080 }, { mode: 'production' });
  const plugins = (federated.plugins ?? []).filter((plugin) => plugin?.constructor.name !== FEDERATION_PLUGIN);
  // Without this check a renamed plugin would leave federation in, and the bench would compare federation with itself.
  if (plugins.length === (federated.plugins ?? []).length) throw new Error(`La configuración del host ya no tiene ${FEDERATION_PLUGIN}: revise sin-federacion/webpack.config.mjs.`);
  return {
    ...federated,
    output: { ...federated.output, path: path.resolve(env.output) },
    resolve: {
      ...federated.resolve,
      // `$`: only the exact request; the host imports nothing else from the package at run time.
      alias: { ...federated.resolve?.alias, '@module-federation/enhanced/runtime$': path.join(import.meta.dirname, 'federation-runtime.mjs') },
    },
    plugins,
  };
};
