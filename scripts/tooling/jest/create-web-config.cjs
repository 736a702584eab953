const path = require('node:path');
const swcTransform = require('./swc-transform.cjs');

const SHARED_SRC = path.resolve(__dirname, '../../../shared/src');

/** Jest config for a front-end package (jsdom with fetch). `moduleNameMapper` maps federated specifiers to doubles. */
module.exports = function createWebJestConfig(rootDir, moduleNameMapper = {}) {
  return {
    rootDir,
    testEnvironment: path.join(__dirname, 'jsdom-fetch-environment.cjs'),
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: { '^.+\\.(t|j)sx?$': swcTransform },
    transformIgnorePatterns: ['/node_modules/(?!.pnpm)'],
    setupFiles: [path.join(__dirname, 'jsdom-setup.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'testing-library-setup.cjs')],
    moduleNameMapper: {
      '\\.(png|svg|jpg|css)$': path.join(__dirname, 'file-stub.cjs'),
      // shared's entries import each other by package name (one federated instance each); jest needs the map.
      '^@registro-lma/shared/(domain|session|http|ui|mock)$': `${SHARED_SRC}/$1/index.ts`,
      ...moduleNameMapper,
    },
    testTimeout: 15000,
  };
};
