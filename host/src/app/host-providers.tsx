import type { ReactNode } from 'react';
import { AppThemeProvider, DialogsHost, NotificationsProvider } from '@registro-lma/shared/ui';
import { FatalErrorBoundary } from '../errors/fatal-error-boundary';

/** Theme, notifications and dialogs, mounted once for the host and every remote screen. */
export function HostProviders({ children }: { children: ReactNode }) {
  return (
    <AppThemeProvider>
      <FatalErrorBoundary>
        <NotificationsProvider>
          {children}
          <DialogsHost />
        </NotificationsProvider>
      </FatalErrorBoundary>
    </AppThemeProvider>
  );
}
