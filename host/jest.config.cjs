module.exports = require('@registro-lma/tooling/jest/create-web-config.cjs')(__dirname, {
  // Outside webpack the federation runtime cannot load remotes: a double serves fake Screens modules or fails.
  '^@module-federation/enhanced/runtime$': '<rootDir>/src/test/federation-runtime.double.ts',
});
