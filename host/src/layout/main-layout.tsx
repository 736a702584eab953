import { Link as RouterLink, NavLink, Outlet, useNavigate, useNavigation } from '@registro-lma/shared/router';
import { useSession } from '@registro-lma/shared/session';
import { CAMBIAR_CONTRASENA_PATH, LOGIN_PATH, HOME_PATH } from '../routes/route-table';
import { salirDeLaSesion } from '../session/salir';
import { navigationItemsFor } from './navigation-items';
import { UserSummary } from './user-summary';

export const NOMBRE_APLICACION = 'Registro LMA';

/**
 * The frame of every signed-in screen: app bar with navigation and user, then the routed screen. Drawn with the
 * shell's own classes (host/public/index.html), so the frame costs no UI library of its own.
 */
export function MainLayout() {
  const usuario = useSession((state) => state.usuario);
  const navigation = useNavigation();
  const navigate = useNavigate();

  const signOut = async () => {
    await salirDeLaSesion();
    await navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <div className="marco">
      {/* The first stop of the keyboard: past the navigation, straight to the screen. */}
      <a className="marco-saltar" href="#contenido">
        Saltar al contenido
      </a>
      <header className="marco-barra">
        <div className="marco-fila">
          <RouterLink className="marco-titulo" to={HOME_PATH}>
            {NOMBRE_APLICACION}
          </RouterLink>
          <nav className="marco-nav" aria-label="Navegación principal">
            {navigationItemsFor(usuario?.rol).map((item) => (
              <NavLink key={item.to} to={item.to} end>
                {item.label}
              </NavLink>
            ))}
          </nav>
          {usuario !== null && <UserSummary usuario={usuario} />}
          <RouterLink className="marco-salir" to={CAMBIAR_CONTRASENA_PATH}>
            Cambiar contraseña
          </RouterLink>
          <button type="button" className="marco-salir" onClick={() => void signOut()}>
            Cerrar sesión
          </button>
        </div>
        {navigation.state === 'loading' && <div className="marco-progreso" role="progressbar" aria-label="Cargando la página" />}
      </header>
      <main className="marco-contenido" id="contenido" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
