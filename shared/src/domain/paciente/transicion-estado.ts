import type { EstadoPaciente } from '../catalogues/estado-paciente';
import type { Rol } from '../catalogues/rol-usuario';
import { TRANSICIONES_ESTADO_PACIENTE, type TransicionEstadoPaciente } from '../catalogues/transiciones-estado-paciente';

/**
 * `permitida`; `no_permitida` (not in catalogues.md §7, or one the system makes: «Cambio de estado no permitido.»);
 * `sin_permisos` (an allowed change this role may not make: G17).
 */
export type ResultadoTransicion = 'permitida' | 'no_permitida' | 'sin_permisos';

/** Roles that change patient states at all (data-dictionary §2.3). */
export const ROLES_CAMBIO_ESTADO: readonly Rol[] = ['ADMIN', 'COORDINADOR', 'CLINICO'];

const ROLES_EXCLUSION: readonly Rol[] = ['ADMIN', 'COORDINADOR'];

/**
 * The system, not a user, makes these changes: ACTIVO when the registration form is completed, FALLECIDO when a
 * `muerte` record is saved (and back when an admin deletes it).
 */
function esAutomatica(transicion: TransicionEstadoPaciente): boolean {
  return (
    transicion.hacia === 'FALLECIDO' ||
    transicion.soloAlBorrarMuerte ||
    (transicion.desde === 'BORRADOR' && transicion.hacia === 'ACTIVO')
  );
}

function rolesDe(transicion: TransicionEstadoPaciente): readonly Rol[] {
  if (transicion.soloAdmin) return ['ADMIN'];
  return transicion.hacia === 'EXCLUIDO' ? ROLES_EXCLUSION : ROLES_CAMBIO_ESTADO;
}

/** A manual change of `paciente.estado` by a user of role `rol`. */
export function evaluarTransicion(desde: EstadoPaciente, hacia: EstadoPaciente, rol: Rol): ResultadoTransicion {
  const transicion = TRANSICIONES_ESTADO_PACIENTE.find((candidata) => candidata.desde === desde && candidata.hacia === hacia);
  if (transicion === undefined || esAutomatica(transicion)) return 'no_permitida';
  return rolesDe(transicion).includes(rol) ? 'permitida' : 'sin_permisos';
}

export function transicionPermitida(desde: EstadoPaciente, hacia: EstadoPaciente, rol: Rol): boolean {
  return evaluarTransicion(desde, hacia, rol) === 'permitida';
}

/** The states a user of this role may choose for a patient now in `desde` (the options of the state selector). */
export function estadosAlcanzables(desde: EstadoPaciente, rol: Rol): EstadoPaciente[] {
  return TRANSICIONES_ESTADO_PACIENTE.filter((transicion) => transicion.desde === desde)
    .map((transicion) => transicion.hacia)
    .filter((hacia) => transicionPermitida(desde, hacia, rol));
}
