import { reactContextModules } from './react-context-modules.mjs';

/**
 * Packages every federated build shares as one instance. A trailing slash shares the deep imports too
 * (react/jsx-runtime, react-dom/client, @mui/material/Button, dayjs/locale/es, zustand/vanilla, …),
 * which would otherwise be bundled a second time by each remote.
 */
const SINGLETON_PACKAGES = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  '@mui/material',
  '@mui/material/',
  '@mui/icons-material/',
  // Not a direct dependency, but what @mui/material itself imports: shared so that remotes reuse the host's copy.
  '@mui/system',
  '@mui/system/',
  '@mui/x-date-pickers',
  '@mui/x-date-pickers/',
  '@emotion/react',
  '@emotion/styled',
  'notistack',
  'zustand',
  'zustand/',
  'dayjs',
  'dayjs/',
  'axios',
];

/**
 * Translation tables hold no state, and a shared module keeps every export: shared, `@mui/material/locale`
 * ships all 40-odd languages (≈130 KB) instead of esES alone. Each build bundles the ones it imports.
 */
const STATELESS_DEEP_IMPORTS = {
  '@mui/material/': /^locale/,
  '@mui/x-date-pickers/': /^locales/,
};

/** The federation plugin warns on every module of a singleton prefix that has an exclusion: this one is intended. */
export const STATELESS_EXCLUSION_WARNING = /"singleton: true" is used together with "exclude\.request: \/\^locales?\/"/;

/** The workspace package holds the session store: one instance for the host and every remote. */
const WORKSPACE_SHARED = '@registro-lma/shared/';

/**
 * @typedef {object} SharedConfig
 * @property {true} singleton
 * @property {false} [requiredVersion]
 * @property {{ request: RegExp }} [exclude]
 * @property {true} [allowNodeModulesSuffixMatch]
 * @property {string} [import]   the fallback module, when the share key is not a resolvable request
 * @property {string} [request]  the request matched, when it differs from `import`
 */

/**
 * @param {string} packageDir the package being built
 * @returns {Record<string, SharedConfig>}
 */
export function sharedSingletons(packageDir) {
  /** @type {Record<string, SharedConfig>} */
  const shared = {};
  for (const key of SINGLETON_PACKAGES) {
    const excluded = STATELESS_DEEP_IMPORTS[/** @type {keyof typeof STATELESS_DEEP_IMPORTS} */ (key)];
    shared[key] = excluded === undefined ? { singleton: true } : { singleton: true, exclude: { request: excluded } };
  }
  // Its dependants declare it as "workspace:*", which is not a semver range.
  shared[WORKSPACE_SHARED] = { singleton: true, requiredVersion: false };
  // Matched on the relative imports inside each package (whose own files have no version range). The files are
  // not in the package's "exports": the fallback is their absolute path, while provide and consume match the key.
  for (const { shareKey, file } of reactContextModules(packageDir)) {
    shared[shareKey] = { singleton: true, requiredVersion: false, allowNodeModulesSuffixMatch: true, import: file, request: shareKey };
  }
  return shared;
}
