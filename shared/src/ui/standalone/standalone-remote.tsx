import { Suspense, useState, type ComponentType } from 'react';
import { createBrowserRouter, Link as RouterLink, RouterProvider, useParams } from '../../routes/router';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DialogsHost } from '../dialogs/dialogs-host';
import { NotificationsProvider } from '../notifications/notifications-provider';
import { LoadingState } from '../states/loading-state';
import { AppThemeProvider } from '../theme/app-theme-provider';

export interface StandaloneRemoteProps {
  /** Federation name of the remote: 'auth', 'patients', 'samples' or 'downloads'. */
  readonly name: string;
  /** What the remote is about, as users call it (e.g. «Acceso y administración»). */
  readonly title: string;
  /** The remote's `./Screens` map. */
  readonly screens: Readonly<Record<string, ComponentType>>;
}

function ScreenList({ name, title, screens }: StandaloneRemoteProps) {
  return (
    <Container component="nav" sx={{ py: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Remoto «{title}» ({name}): pantallas
      </Typography>
      {Object.keys(screens).map((pantalla) => (
        <Link key={pantalla} component={RouterLink} to={`/${pantalla}`} sx={{ display: 'block', py: 0.5 }}>
          {pantalla}
        </Link>
      ))}
    </Container>
  );
}

function ScreenByName(props: StandaloneRemoteProps) {
  const { pantalla = '' } = useParams();
  const Screen = props.screens[pantalla];
  if (Screen === undefined) return <ScreenList {...props} />;
  // Screens may be lazy, as inside the host (which also renders them within Suspense).
  return (
    <Suspense fallback={<LoadingState />}>
      <Screen />
    </Suspense>
  );
}

/**
 * Development only: a remote without the host, with the host's providers and, like the host, a data router (so
 * screens can hold a navigation while they have unsaved changes). The list of its screens at `/`, each screen at
 * /<name>, /<name>/:id or /<name>/:upn/:id.
 */
export function StandaloneRemote(props: StandaloneRemoteProps) {
  const [router] = useState(() =>
    createBrowserRouter([
      { path: '/', element: <ScreenList {...props} /> },
      ...['/:pantalla', '/:pantalla/:id', '/:pantalla/:upn/:id'].map((path) => ({ path, element: <ScreenByName {...props} /> })),
    ]),
  );
  return (
    <AppThemeProvider>
      <NotificationsProvider>
        <RouterProvider router={router} />
        <DialogsHost />
      </NotificationsProvider>
    </AppThemeProvider>
  );
}
