import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const FRONT_END_BANS = [
  { group: ['@registro-lma/mfe-*', '../mfe-*', '../../mfe-*', '../../../mfe-*'], message: 'Un remoto no importa otro remoto: lo común va en @registro-lma/shared.' },
  { group: ['@registro-lma/api', '@registro-lma/api/*'], message: 'El front end habla con la API por HTTP.' },
];

/** The router is one shared module for every build only through the facade (../webpack/shared-singletons.mjs). */
const ROUTER_ONLY_THROUGH_FACADE = { name: 'react-router-dom', message: 'Importe el enrutador de @registro-lma/shared/router.' };

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', '**/coverage/**', '**/drizzle/meta/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Remotes never import each other, and `shared` never imports a remote (guides/architecture.md).
    files: ['shared/**', 'host/**', 'mfe-*/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: FRONT_END_BANS, paths: [ROUTER_ONLY_THROUGH_FACADE] }] },
  },
  {
    // The facade itself, and tests that build a router of their own (MemoryRouter is not in the facade).
    files: ['shared/src/router/router.ts', '**/*.test.ts', '**/*.test.tsx', '**/test/**', 'shared/src/mock/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: FRONT_END_BANS }] },
  },
  {
    files: ['shared/src/domain/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['react', 'react-dom', 'react/*', '@mui/*', 'notistack', 'axios'], message: 'shared/domain no depende de React ni del navegador.' }],
      }],
    },
  },
);
