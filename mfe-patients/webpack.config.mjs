import { createFederationConfig } from '@registro-lma/tooling/webpack/create-federation-config.mjs';

export default (_env, argv) =>
  createFederationConfig(
    { packageDir: import.meta.dirname, name: 'patients', port: 3002, exposes: { './Screens': './src/screens.tsx' }, title: 'Pacientes' },
    argv,
  );
