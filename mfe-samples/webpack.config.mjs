import { createFederationConfig } from '@registro-lma/tooling/webpack/create-federation-config.mjs';

export default (_env, argv) =>
  createFederationConfig(
    { packageDir: import.meta.dirname, name: 'samples', port: 3003, exposes: { './Screens': './src/screens.tsx' }, title: 'Muestras' },
    argv,
  );
