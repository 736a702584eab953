import { Navigate, type RouteObject } from '@registro-lma/shared/router';
import { CargandoState } from '../shell/cargando-state';
import { createRemoteScreen } from '../federation/remote-screen';
import { NotFoundPage } from '../errors/not-found-page';
import { RouteErrorScreen } from '../errors/route-error-screen';
import { MainLayout } from '../layout/main-layout';
import { sessionLoader } from '../session/session-loader';
import { InicioPorRol } from './inicio-por-rol';
import { RoleGuard } from './role-guard';
import { HOME_PATH, MAINTENANCE_PATH, ROUTE_TABLE, type RemoteRoute } from './route-table';

/** The route tree of the shell: the session loader runs before every navigation, then layout and screens. */
export function buildAppRoutes(): RouteObject[] {
  const RemoteScreen = createRemoteScreen();
  const toRouteObject = (route: RemoteRoute): RouteObject => {
    const remota = <RemoteScreen remote={route.remote} screen={route.screen} />;
    const screen = route.path === HOME_PATH ? <InicioPorRol>{remota}</InicioPorRol> : remota;
    return { path: route.path, element: route.roles === undefined ? screen : <RoleGuard roles={route.roles}>{screen}</RoleGuard> };
  };

  return [
    {
      id: 'root',
      loader: sessionLoader,
      // Spec §4: the token is renewed on every navigation, not only when the matched routes change.
      shouldRevalidate: () => true,
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <CargandoState />,
      children: [
        ...ROUTE_TABLE.filter((route) => !route.layout).map(toRouteObject),
        {
          element: <MainLayout />,
          children: [...ROUTE_TABLE.filter((route) => route.layout).map(toRouteObject), { path: '*', element: <NotFoundPage /> }],
        },
        // Without maintenance the maintenance page has nothing to say.
        { path: MAINTENANCE_PATH, element: <Navigate to={HOME_PATH} replace /> },
      ],
    },
  ];
}
