import { Suspense, type ComponentType, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DialogsHost } from '../ui/dialogs/dialogs-host';
import { LoadingState } from '../ui/states/loading-state';
import { AppThemeProvider } from '../ui/theme/app-theme-provider';

/** Shows where the screen navigated to, so tests can assert on it. */
function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="Ruta actual">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a screen as the host does: theme and date locale, router, Suspense (screens may be lazy), dialogs host;
 * returns a user-event session.
 */
export function renderScreen(screen: ReactElement, { path = '/', route = '/' }: { path?: string; route?: string } = {}) {
  // No delay between keystrokes: the forms are long and the timing is not what these tests are about.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <AppThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={<LoadingState />}>
          <Routes>
            <Route path={route} element={screen} />
            <Route path="*" element={<CurrentLocation />} />
          </Routes>
        </Suspense>
      </MemoryRouter>
      <DialogsHost />
    </AppThemeProvider>,
  );
  return { user, ...result };
}

/** Renders the screen `name` of a remote's `./Screens` map at `path`, matched by the host's `route` pattern. */
export function renderRemoteScreen(screens: Readonly<Record<string, ComponentType>>, name: string, { path, route }: { path: string; route: string }) {
  const Pantalla = screens[name];
  if (!Pantalla) throw new Error(`Pantalla desconocida: ${name}`);
  return renderScreen(<Pantalla />, { path, route });
}
