import { lazy, type ComponentType } from 'react';

/**
 * A route-level screen whose code is fetched the first time it renders (inside the host's Suspense). The host
 * loads `./Screens` entries through React.lazy, which rejects a lazy component as its result (React error 306),
 * so the entry is a plain component that renders the lazy one.
 */
export function lazyScreen(load: () => Promise<ComponentType>): ComponentType {
  const Deferred = lazy(async () => ({ default: await load() }));
  function LazyScreen() {
    return <Deferred />;
  }
  return LazyScreen;
}
