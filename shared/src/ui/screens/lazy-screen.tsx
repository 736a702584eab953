import { lazy, type ComponentType } from 'react';
import { AppThemeProvider } from '../theme/app-theme-provider';

/**
 * A route-level screen whose code is fetched the first time it renders (inside the host's Suspense). The host
 * loads `./Screens` entries through React.lazy, which rejects a lazy component as its result (React error 306),
 * so the entry is a plain component that renders the lazy one. It also brings the MUI theme, from the remote's
 * own build: the host draws its frame without MUI, so MUI loads once per page, with the screen that uses it.
 */
export function lazyScreen(load: () => Promise<ComponentType>): ComponentType {
  const Deferred = lazy(async () => ({ default: await load() }));
  function LazyScreen() {
    return (
      <AppThemeProvider>
        <Deferred />
      </AppThemeProvider>
    );
  }
  return LazyScreen;
}
