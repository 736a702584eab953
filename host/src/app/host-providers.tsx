import type { ReactNode } from 'react';
import { DeferredDialogsHost, DeferredNotificationsHost } from '@registro-lma/shared/ui';
import { FatalErrorBoundary } from '../errors/fatal-error-boundary';

/**
 * Notifications and dialogs, mounted once for the host and every remote screen. The MUI theme is not here: each
 * remote screen brings it with its own MUI (lazyScreen), so the host loads no UI library on the first page.
 */
export function HostProviders({ children }: { children: ReactNode }) {
  return (
    <FatalErrorBoundary>
      {children}
      <DeferredNotificationsHost />
      <DeferredDialogsHost />
    </FatalErrorBoundary>
  );
}
