import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from './remote-name';
import { RemoteLoadError } from './remote-load-error';

/** The contract of every remote's `./Screens` module: screen name → route-level component. */
export type Screens = Record<string, ComponentType>;

const SCREENS_EXPOSE = 'Screens';

function isScreens(value: unknown): value is Screens {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((screen) => typeof screen === 'function' || (typeof screen === 'object' && screen !== null))
  );
}

async function requestScreens(remote: RemoteName): Promise<Screens> {
  let module: { default?: unknown } | null;
  try {
    module = await loadRemote<{ default?: unknown }>(`${remote}/${SCREENS_EXPOSE}`);
  } catch (error) {
    throw new RemoteLoadError(remote, 'loading failed', { cause: error });
  }
  const screens = module?.default;
  if (!isScreens(screens)) throw new RemoteLoadError(remote, `./${SCREENS_EXPOSE} has no default export of screens`);
  return screens;
}

export type ScreensLoader = (remote: RemoteName) => Promise<Screens>;

/** One request per remote while it succeeds; a failed request is forgotten so that the next visit tries again. */
export function createScreensLoader(): ScreensLoader {
  const loadedScreens = new Map<RemoteName, Promise<Screens>>();
  return (remote) => {
    const cached = loadedScreens.get(remote);
    if (cached !== undefined) return cached;
    const request = requestScreens(remote);
    loadedScreens.set(remote, request);
    request.catch(() => loadedScreens.delete(remote));
    return request;
  };
}
