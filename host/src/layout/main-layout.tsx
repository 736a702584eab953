import { Link as RouterLink, NavLink, Outlet, useNavigate, useNavigation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { cerrarSesion, useSession } from '@registro-lma/shared/session';
import { LOGIN_PATH, HOME_PATH } from '../routes/route-table';
import { navigationItemsFor } from './navigation-items';
import { UserSummary } from './user-summary';

export const NOMBRE_APLICACION = 'Registro LMA';

/** The frame of every signed-in screen: app bar with navigation and user, then the routed screen. */
export function MainLayout() {
  const usuario = useSession((state) => state.usuario);
  const navigation = useNavigation();
  const navigate = useNavigate();

  const signOut = () => {
    cerrarSesion();
    void navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" component={RouterLink} to={HOME_PATH} sx={{ color: 'inherit', textDecoration: 'none' }}>
            {NOMBRE_APLICACION}
          </Typography>
          <Box component="nav" aria-label="Navegación principal" sx={{ display: 'flex', gap: 1, flexGrow: 1 }}>
            {navigationItemsFor(usuario?.rol).map((item) => (
              <Button key={item.to} component={NavLink} to={item.to} end color="inherit" sx={{ '&.active': { bgcolor: 'rgba(255,255,255,0.16)' } }}>
                {item.label}
              </Button>
            ))}
          </Box>
          {usuario !== null && <UserSummary usuario={usuario} />}
          <Button color="inherit" variant="outlined" onClick={signOut}>
            Cerrar sesión
          </Button>
        </Toolbar>
        {navigation.state === 'loading' && <LinearProgress color="secondary" aria-label="Cargando la página" />}
      </AppBar>
      <Container component="main" maxWidth="xl" sx={{ py: 3, flexGrow: 1 }}>
        <Outlet />
      </Container>
    </Box>
  );
}
