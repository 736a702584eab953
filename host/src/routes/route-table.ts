import { ROLES_AUDITORIA, type Rol } from '@registro-lma/shared/domain';
import type { RemoteName } from '../federation/remote-name';

/** Who may open a route: anyone else gets the 403 page (RoleGuard). */
export interface RouteGuard {
  readonly roles: readonly Rol[];
}

/** The administration screens: users, centres, bitácora. */
export const GUARD_ADMIN: RouteGuard = { roles: ['ADMIN'] };
/** The audit trail: all of it for ADMIN, its centres' for COORDINADOR (data-dictionary §2.3). */
export const GUARD_AUDITORIA: RouteGuard = { roles: ROLES_AUDITORIA };

/** One path of the application, served by one screen of one remote. */
export interface RemoteRoute {
  readonly path: string;
  readonly remote: RemoteName;
  /** Key in the remote's `./Screens` record. */
  readonly screen: string;
  /** Inside the main layout (app bar, navigation); /login is the only screen without it. */
  readonly layout: boolean;
  readonly guard?: RouteGuard;
}

/** Every path of spec §2 plus the administration and audit paths (contract: federation and routes). */
export const ROUTE_TABLE: readonly RemoteRoute[] = [
  { path: '/login', remote: 'auth', screen: 'Login', layout: false },
  { path: '/admin/usuarios', remote: 'auth', screen: 'Usuarios', layout: true, guard: GUARD_ADMIN },
  { path: '/admin/hospitales', remote: 'auth', screen: 'Hospitales', layout: true, guard: GUARD_ADMIN },
  { path: '/admin/bitacora', remote: 'auth', screen: 'Bitacora', layout: true, guard: GUARD_ADMIN },
  { path: '/auditoria', remote: 'auth', screen: 'Auditoria', layout: true, guard: GUARD_AUDITORIA },
  { path: '/cambiar-contrasena', remote: 'auth', screen: 'CambiarContrasena', layout: true },

  { path: '/', remote: 'patients', screen: 'Inicio', layout: true },
  { path: '/registrar-paciente', remote: 'patients', screen: 'RegistrarPaciente', layout: true },
  { path: '/registrar-paciente/:id', remote: 'patients', screen: 'RegistrarPaciente', layout: true },
  { path: '/paciente/:id', remote: 'patients', screen: 'Paciente', layout: true },
  { path: '/datos-esenciales/:id', remote: 'patients', screen: 'DatosEsenciales', layout: true },
  { path: '/diagnostico/:id', remote: 'patients', screen: 'Diagnostico', layout: true },
  { path: '/induccion/:id', remote: 'patients', screen: 'Induccion', layout: true },
  { path: '/consolidacion/:id', remote: 'patients', screen: 'Consolidacion', layout: true },
  { path: '/trasplante/:id', remote: 'patients', screen: 'Trasplante', layout: true },
  { path: '/seguimiento/:id', remote: 'patients', screen: 'Seguimiento', layout: true },
  { path: '/recaida/:id', remote: 'patients', screen: 'Recaida', layout: true },
  { path: '/muerte/:id', remote: 'patients', screen: 'Muerte', layout: true },

  { path: '/biobanco/:upn/:id', remote: 'samples', screen: 'Biobanco', layout: true },
  { path: '/registrar-muestra/paciente/:id', remote: 'samples', screen: 'RegistrarMuestraPaciente', layout: true },
  { path: '/registrar-muestra/:id', remote: 'samples', screen: 'RegistrarMuestra', layout: true },
  { path: '/registrar-muestra-ensayo/paciente/:id', remote: 'samples', screen: 'RegistrarMuestraEnsayoPaciente', layout: true },
  { path: '/registrar-muestra-ensayo/:id', remote: 'samples', screen: 'RegistrarMuestraEnsayo', layout: true },
  { path: '/confirmar-muestra/:id', remote: 'samples', screen: 'ConfirmarMuestra', layout: true },
  { path: '/subir-informe/:id', remote: 'samples', screen: 'SubirInforme', layout: true },

  { path: '/descargas', remote: 'downloads', screen: 'Descargas', layout: true },
];

export const LOGIN_PATH = '/login';
/** Where a user who must change their password is sent, whatever they asked for. */
export const CAMBIAR_CONTRASENA_PATH = '/cambiar-contrasena';
export const HOME_PATH = '/';
export const MAINTENANCE_PATH = '/mantenimiento';
