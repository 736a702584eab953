import path from 'node:path';

/**
 * What the host and the remotes share, and nothing more: each shared module is its own chunk, its own entry in
 * every build's share table and its own request, and it keeps every export (no tree shaking). So only what
 * must exist once is shared: React and the router (hooks and contexts), emotion (one style cache), and the
 * modules of `shared` that hold state or a class. Everything else (MUI and its theme, icons, date pickers, notistack, axios,
 * zustand, dayjs, the rest of `shared`) is bundled, tree-shaken, by each build that uses it: MUI and its contexts
 * never cross a build, since every remote screen brings its own theme (shared/ui lazyScreen) and the host draws
 * its frame without MUI.
 */
// @emotion/serialize: MUI's styled engine imports it directly, beside @emotion/react, which also bundles it.
const SINGLETON_PACKAGES = ['react', 'react/', 'react-dom', 'react-dom/', '@emotion/react', '@emotion/styled', '@emotion/serialize'];

/** react-router is shared through this facade of `shared`, which re-exports only what the application uses. */
const ROUTER_FACADE = 'routes/router.ts';

/**
 * The files of `shared/src` that the host and the remotes must see as one instance: module state (the session,
 * the configured HTTP client, the notification and dialog queues) and classes that `instanceof` checks (HttpError,
 * thrown by the host's client and recognised by a remote's screen). A remote that bundled its own copy would sign
 * in, call the API or notify into a store that nobody renders, or take a 404 for a failure.
 * `stateful-modules.test.mjs` fails when a file of `shared/src` gains either and is neither here nor in its list of
 * what may be per build.
 */
export const STATEFUL_SHARED_MODULES = [
  'http/http-error.ts',
  'session/session-store.ts',
  'http/http-settings.ts',
  'http/http.ts',
  'http/axios-client.ts',
  'ui/notifications/notification-store.ts',
  'ui/notifications/snackbar-notifier.ts',
  'ui/notifications/notify.ts',
  'ui/dialogs/dialog-store.ts',
];

const SHARED_SOURCE = path.resolve(import.meta.dirname, '../../../shared/src');

/**
 * @typedef {object} SharedConfig
 * @property {true} singleton
 * @property {true} [eager]      the host's copy is in its entry chunk: no request of its own
 * @property {false} [requiredVersion]
 * @property {string} [import]   the fallback module, when the share key is not a resolvable request
 * @property {string} [shareKey]
 */

/**
 * @param {boolean} isHost the host loads first and provides every singleton: its copies go in its entry chunk
 * @returns {Record<string, SharedConfig>}
 */
export function sharedSingletons(isHost) {
  /** @type {Pick<SharedConfig, 'eager'>} */
  const placement = isHost ? { eager: true } : {};
  /** @type {Record<string, SharedConfig>} */
  const shared = {};
  for (const key of SINGLETON_PACKAGES) shared[key] = { singleton: true, ...placement };
  // Matched by resolved path (the remotes reach these files through relative imports inside `shared`); the key is
  // the same in every build, wherever the repository was checked out.
  for (const file of [...STATEFUL_SHARED_MODULES, ROUTER_FACADE]) {
    const absolute = path.join(SHARED_SOURCE, file);
    shared[absolute] = { singleton: true, requiredVersion: false, shareKey: `@registro-lma/shared/src/${file}`, import: absolute, ...placement };
  }
  return shared;
}
