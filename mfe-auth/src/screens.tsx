import type { ComponentType } from 'react';
import type { PantallaDe } from '@registro-lma/shared/routes';
import { lazyScreen } from '@registro-lma/shared/ui';

/**
 * Route-level screens exposed as `auth/Screens`; the host maps paths (and the role guards) to these names.
 * Each screen is its own chunk, so the login page does not download the administration screens and date pickers.
 */
const screens = {
  Login: lazyScreen(() => import('./features/login/login-screen').then((modulo) => modulo.LoginScreen)),
  Usuarios: lazyScreen(() => import('./features/usuarios/usuarios-screen').then((modulo) => modulo.UsuariosScreen)),
  Hospitales: lazyScreen(() => import('./features/hospitales/hospitales-screen').then((modulo) => modulo.HospitalesScreen)),
  Bitacora: lazyScreen(() => import('./features/bitacora/bitacora-screen').then((modulo) => modulo.BitacoraScreen)),
  Catalogos: lazyScreen(() => import('./features/catalogos/catalogos-screen').then((modulo) => modulo.CatalogosScreen)),
  Libreria: lazyScreen(() => import('./features/libreria/libreria-screen').then((modulo) => modulo.LibreriaScreen)),
  Auditoria: lazyScreen(() => import('./features/auditoria/auditoria-screen').then((modulo) => modulo.AuditoriaScreen)),
  CambiarContrasena: lazyScreen(() =>
    import('./features/contrasena/cambiar-contrasena-screen').then((modulo) => modulo.CambiarContrasenaScreen),
  ),
} satisfies Record<PantallaDe<'auth'>, ComponentType>;

export default screens;
