import { createFederationConfig } from '@registro-lma/tooling/webpack/create-federation-config.mjs';

export default (_env, argv) =>
  createFederationConfig(
    { packageDir: import.meta.dirname, name: 'downloads', port: 3004, exposes: { './Screens': './src/screens.tsx' }, title: 'Descargas' },
    argv,
  );
