import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from '@registro-lma/shared/router';
import { CargandoState } from '../shell/cargando-state';
import type { RemoteName } from './remote-name';
import { createScreensLoader } from './screens-loader';
import { RemoteLoadError } from './remote-load-error';
import { RemoteErrorBoundary } from './remote-error-boundary';

export interface RemoteScreenProps {
  remote: RemoteName;
  screen: string;
}

/**
 * The component that renders a screen of a remote, with its own caches: one lazy component per screen, so a
 * remote is fetched only when one of its routes renders, and only once while it works.
 */
export function createRemoteScreen(loadScreens = createScreensLoader()): ComponentType<RemoteScreenProps> {
  const lazyScreens = new Map<string, LazyExoticComponent<ComponentType>>();

  function lazyScreen(remote: RemoteName, screen: string): LazyExoticComponent<ComponentType> {
    const key = `${remote}/${screen}`;
    const cached = lazyScreens.get(key);
    if (cached !== undefined) return cached;
    const component = lazy(async () => {
      const Screen = (await loadScreens(remote))[screen];
      if (Screen === undefined) throw new RemoteLoadError(remote, `./Screens has no screen "${screen}"`);
      return { default: Screen };
    });
    lazyScreens.set(key, component);
    return component;
  }

  // React.lazy keeps its rejection forever: trying again needs fresh lazy components for the remote.
  function forgetLazyScreens(remote: RemoteName): void {
    for (const key of lazyScreens.keys()) {
      if (key.startsWith(`${remote}/`)) lazyScreens.delete(key);
    }
  }

  function renderScreen(remote: RemoteName, screen: string) {
    const Screen = lazyScreen(remote, screen);
    return (
      <Suspense fallback={<CargandoState />}>
        <Screen />
      </Suspense>
    );
  }

  return function RemoteScreen({ remote, screen }: RemoteScreenProps) {
    const { pathname } = useLocation();
    return (
      <RemoteErrorBoundary resetKey={pathname} onReset={() => forgetLazyScreens(remote)} renderContent={() => renderScreen(remote, screen)} />
    );
  };
}
