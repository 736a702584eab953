import { createFederationConfig } from '@registro-lma/tooling/webpack/create-federation-config.mjs';

export default (_env, argv) =>
  createFederationConfig(
    { packageDir: import.meta.dirname, name: 'auth', port: 3001, exposes: { './Screens': './src/screens.tsx' }, title: 'Acceso y administración', oneChunkPerScreen: true },
    argv,
  );
