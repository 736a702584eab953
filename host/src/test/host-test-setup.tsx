import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, useParams } from 'react-router-dom';
import { createHttpDouble, installHttpDouble, resetNotifications, resetSession, type HttpDouble } from '@registro-lma/shared/mock';
import { ENDPOINTS } from '@registro-lma/shared/http';
import { deleteCookie, LISTA_COOKIE } from '@registro-lma/shared/session';
import { HostApp } from '../app/host-app';
import type { RuntimeConfig } from '../config/runtime-config';
import { buildAppRoutes } from '../routes/app-routes';
import { ROUTE_TABLE } from '../routes/route-table';
import { REMOTOS } from '@registro-lma/shared/routes';
import { provideRemote, registerPlugins, resetFederationRuntime } from './federation-runtime.double';
import { createRemoteRetryPlugin } from '../federation/remote-retry-plugin';

export const TEST_CONFIG: RuntimeConfig = {
  maintenance: false,
  apiBaseUrl: '',
  remotes: { auth: '/mfe/auth/', patients: '/mfe/patients/', samples: '/mfe/samples/', downloads: '/mfe/downloads/' },
  allowedExternalOrigins: [],
};

/** A fake screen that shows its name and route parameters, as a remote screen would. */
function fakeScreen(name: string): ComponentType {
  function FakeScreen() {
    const params = useParams();
    return <h1>{[`Pantalla ${name}`, ...Object.values(params)].join(' ')}</h1>;
  }
  return FakeScreen;
}

function fakeScreens(names: string[]): Record<string, ComponentType> {
  return Object.fromEntries(names.map((name) => [name, fakeScreen(name)]));
}

/** Every remote answers with fake screens; the retry plugin is registered as at start-up, without its delay. */
export function provideAllRemotes(): void {
  resetFederationRuntime();
  registerPlugins([createRemoteRetryPlugin(0)]);
  for (const remote of REMOTOS) {
    provideRemote(remote, fakeScreens(ROUTE_TABLE.filter((route) => route.remote === remote).map((route) => route.screen)));
  }
}

let uninstallHttp: () => void = () => undefined;

/** Fresh state for one test: signed out, no lista cookie, no notifications, an http double answering renewal. */
export function resetHost(): HttpDouble {
  uninstallHttp();
  resetSession();
  deleteCookie(LISTA_COOKIE);
  resetNotifications();
  provideAllRemotes();
  const http = createHttpDouble();
  let renewals = 0;
  http.respond('GET', ENDPOINTS.renovarToken, () => {
    renewals += 1;
    return { token: `token-renovado-${renewals}` };
  });
  uninstallHttp = installHttpDouble(http);
  return http;
}

/** Renders the shell at `path` in a memory router, as the browser router would run it. */
export function renderHost(path: string, config: RuntimeConfig = TEST_CONFIG) {
  const router = createMemoryRouter(buildAppRoutes(), { initialEntries: [path] });
  const view = render(<HostApp config={config} router={router} />);
  return { router, ...view };
}
