import { RUTAS, TABLA_RUTAS, type Remoto, type RutaTabla } from '@registro-lma/shared/routes';

/** One path of the application served by one screen of one remote (shared/src/routes/ruta-table.ts). */
export type RemoteRoute = RutaTabla & { readonly remote: Remoto; readonly screen: string };

/** The routes of the shared table that the remotes serve; the maintenance page is the host's own. */
export const ROUTE_TABLE: readonly RemoteRoute[] = TABLA_RUTAS.filter((route): route is RemoteRoute => route.remote !== null && route.screen !== null);

export const LOGIN_PATH = RUTAS.login.href();
/** Where a user who must change their password is sent, whatever they asked for. */
export const CAMBIAR_CONTRASENA_PATH = RUTAS.cambiarContrasena.href();
export const HOME_PATH = RUTAS.inicio.href();
export const MAINTENANCE_PATH = RUTAS.mantenimiento.href();
