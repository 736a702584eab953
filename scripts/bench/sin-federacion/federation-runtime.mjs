// Stand-in for `@module-federation/enhanced/runtime` in the plain bundle (webpack.config.mjs aliases it): the three
// functions the host imports (host/src/app/start-host.tsx, host/src/federation/{remote-registry,screens-loader}.ts).
// Each remote's `./Screens` becomes a dynamic import, so its screens still load only when one of its routes is
// visited, as an ordinary single-page application would split them.

/** Federation name (host/src/federation/remote-name.ts) → the module each remote exposes as `./Screens`. */
const SCREENS_BY_REMOTE = {
  auth: () => import('../../../mfe-auth/src/screens.tsx'),
  patients: () => import('../../../mfe-patients/src/screens.tsx'),
  samples: () => import('../../../mfe-samples/src/screens.tsx'),
  downloads: () => import('../../../mfe-downloads/src/screens.tsx'),
};

/**
 * @param {string} id `<remote>/Screens`, as host/src/federation/screens-loader.ts asks for it
 * @returns {Promise<unknown>} the module, with the screens as its default export
 */
export async function loadRemote(id) {
  const [remote, expose] = id.split('/');
  const load = expose === 'Screens' ? SCREENS_BY_REMOTE[/** @type {keyof typeof SCREENS_BY_REMOTE} */ (remote)] : undefined;
  if (load === undefined) throw new Error(`${id} no forma parte del bundle sin federación`);
  return load();
}

/** Remote URLs mean nothing here: every screen is in the bundle. */
export function registerRemotes() {}

/** The retry plugin acts on federation's errors, which this build cannot have. */
export function registerPlugins() {}
