import { createRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from '@registro-lma/shared/router';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { configureHttp } from '@registro-lma/shared/http';
import { purgarBorradoresCaducados } from '@registro-lma/shared/ui';
import { fetchRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { ConfigErrorScreen } from '../errors/config-error-screen';
import { createRemoteRetryPlugin } from '../federation/remote-retry-plugin';
import { registerRuntimeRemotes } from '../federation/remote-registry';
import { buildAppRoutes } from '../routes/app-routes';
import { LOGIN_PATH } from '../routes/route-table';
import { HostApp } from './host-app';
import { MaintenanceApp } from './maintenance-app';

export interface StartHostOptions {
  loadConfig?: () => Promise<RuntimeConfig>;
  createRouter?: typeof createBrowserRouter;
}

/**
 * Start-up order: runtime config first (nothing renders before it), then stale form drafts are dropped, then the
 * API client and the remotes, then the router (its first navigation already renews the token), then React.
 */
export async function startHost(
  container: HTMLElement,
  { loadConfig = fetchRuntimeConfig, createRouter = createBrowserRouter }: StartHostOptions = {},
): Promise<Root> {
  const root = createRoot(container);
  let config: RuntimeConfig;
  try {
    config = await loadConfig();
  } catch (error) {
    console.error('Start-up: the runtime config could not be read', error);
    root.render(<ConfigErrorScreen />);
    return root;
  }

  if (config.maintenance) {
    root.render(<MaintenanceApp />);
    return root;
  }

  purgarBorradoresCaducados();
  let router: DataRouter | null = null;
  configureHttp({
    apiBaseUrl: config.apiBaseUrl,
    onSessionLost: () => void router?.navigate(LOGIN_PATH, { replace: true }),
  });
  registerPlugins([createRemoteRetryPlugin()]);
  registerRuntimeRemotes(config.remotes);
  router = createRouter(buildAppRoutes());
  root.render(<HostApp config={config} router={router} />);
  return root;
}
