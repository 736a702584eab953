import { RouterProvider, type DataRouter } from '@registro-lma/shared/router';
import { useExternalNavigationGuard } from '../external-navigation/use-external-navigation-guard';
import type { RuntimeConfig } from '../config/runtime-config';
import { HostProviders } from './host-providers';

function GuardedRouter({ router, allowedOrigins }: { router: DataRouter; allowedOrigins: readonly string[] }) {
  useExternalNavigationGuard(allowedOrigins);
  return <RouterProvider router={router} />;
}

/** The routed application (maintenance off). */
export function HostApp({ config, router }: { config: RuntimeConfig; router: DataRouter }) {
  return (
    <HostProviders>
      <GuardedRouter router={router} allowedOrigins={config.allowedExternalOrigins} />
    </HostProviders>
  );
}
