import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link as RouterLink, Route, Routes, useParams } from 'react-router-dom';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { configureHttp } from '@registro-lma/shared/http';
import { AppThemeProvider, DialogsHost, NotificationsProvider } from '@registro-lma/shared/ui';
import screens from './screens';

/** Development only: this remote without the host, each screen at /<name>, /<name>/:id or /<name>/:upn/:id. */
function ScreenList() {
  return (
    <Container component="nav" sx={{ py: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Remoto «Pacientes» (patients): pantallas
      </Typography>
      {Object.keys(screens).map((name) => (
        <Link key={name} component={RouterLink} to={`/${name}`} sx={{ display: 'block', py: 0.5 }}>
          {name}
        </Link>
      ))}
    </Container>
  );
}

function ScreenByName() {
  const { pantalla = '' } = useParams();
  const Screen = screens[pantalla];
  return Screen === undefined ? <ScreenList /> : <Screen />;
}

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');
// Same origin as the API through the dev server proxy; a lost session goes back to the list.
configureHttp({ apiBaseUrl: '', onSessionLost: () => window.location.assign('/') });
createRoot(container).render(
  <AppThemeProvider>
    <NotificationsProvider>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<ScreenList />} />
          <Route path="/:pantalla" element={<ScreenByName />} />
          <Route path="/:pantalla/:id" element={<ScreenByName />} />
          <Route path="/:pantalla/:upn/:id" element={<ScreenByName />} />
        </Routes>
      </BrowserRouter>
      <DialogsHost />
    </NotificationsProvider>
  </AppThemeProvider>,
);
