import { createFederationConfig } from '@registro-lma/tooling/webpack/create-federation-config.mjs';

export default (_env, argv) => createFederationConfig({ packageDir: import.meta.dirname, name: 'host', port: 8080 }, argv);
