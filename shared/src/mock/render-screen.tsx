import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppThemeProvider, DialogsHost } from '@registro-lma/shared/ui';

/** Shows where the screen navigated to, so tests can assert on it. */
function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="Ruta actual">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a screen as the host does: theme and date locale, router, dialogs host; returns a user-event session. */
export function renderScreen(screen: ReactElement, { path = '/', route = '/' }: { path?: string; route?: string } = {}) {
  // No delay between keystrokes: the forms are long and the timing is not what these tests are about.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <AppThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={screen} />
          <Route path="*" element={<CurrentLocation />} />
        </Routes>
      </MemoryRouter>
      <DialogsHost />
    </AppThemeProvider>,
  );
  return { user, ...result };
}
