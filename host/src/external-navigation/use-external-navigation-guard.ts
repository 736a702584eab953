import { useEffect } from 'react';
import { notify } from '@registro-lma/shared/ui';
import { installExternalNavigationGuard, MENSAJE_NAVEGACION_EXTERNA } from './external-navigation-guard';

/** Installs the guard for the lifetime of the application root and tells the user why nothing happened. */
export function useExternalNavigationGuard(allowedOrigins: readonly string[]): void {
  useEffect(
    () =>
      installExternalNavigationGuard({
        allowedOrigins,
        onRefused: () => notify(MENSAJE_NAVEGACION_EXTERNA, { variant: 'warning' }),
      }),
    [allowedOrigins],
  );
}
