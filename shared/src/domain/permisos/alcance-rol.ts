import type { Rol } from '../catalogues/rol-usuario';

/**
 * How far a role reaches (data-dictionary §2.3 «Scope»), one word per role:
 * - `todos`: every centre's patients and their samples, biobank records and reports;
 * - `centros`: the patients of the user's centres (`hospitales`), and their samples, records and reports;
 * - `laboratorios`: the samples addressed to the user's laboratories (their reports, and of their patients only what a
 *   sample shows); no biobank record;
 * - `biolabs`: the biobank records of the user's biolabs and the samples linked to one of them.
 * The first two are by centre (a patient is in or out, with everything of it); the last two by unit (a row is in or
 * out, whichever centre its patient is from).
 */
export type Ambito = 'todos' | 'centros' | 'laboratorios' | 'biolabs';

/**
 * data-dictionary §2.3, the one place each role's reach is written. `borradoresAjenos`: its lists show BORRADOR
 * patients it did not create (catalogues.md §7: only their creator and ADMIN see them in lists). What each role may
 * do at all (see, edit, confirm…) is `ROLES_POR_PERMISO_*` of the shared domain; this says on which records. The API's
 * scope module (`api/src/platform/alcance`) reads it, and the screens ask it what to show: nothing else compares a
 * role's name.
 */
export const ALCANCE_POR_ROL: Readonly<Record<Rol, { readonly ambito: Ambito; readonly borradoresAjenos: boolean }>> = {
  ADMIN: { ambito: 'todos', borradoresAjenos: true },
  COORDINADOR: { ambito: 'todos', borradoresAjenos: false },
  LECTURA: { ambito: 'todos', borradoresAjenos: false },
  CLINICO: { ambito: 'centros', borradoresAjenos: false },
  LABORATORIO: { ambito: 'laboratorios', borradoresAjenos: false },
  BIOBANCO: { ambito: 'biolabs', borradoresAjenos: false },
};

/**
 * What a role may do beyond its reach, each a fact of data-dictionary §2.3, §5 or catalogues.md that the routes ask
 * by name (none of them compares a role):
 * - `administrar`: manage users, hospitals, ⚙ catalogues and reference documents, read the client log, and read the
 *   administration's and other users' security events in the audit trail (§2.3 first row);
 * - `trasladar`: move a patient to another centre (§2.3 «only by an ADMIN transfer»);
 * - `ver_inactivos`: the deactivated rows of a configurable catalogue;
 * - `ver_informes_retirados`: a withdrawn report's file (§5.3);
 * - `corregir_recepcion_sin_plazo`: correct a reception after its 7 days (§5.2);
 * - `cualquier_unidad`: confirm, upload or record for any laboratory or biolab, not only its own;
 * - `eliminar_muestras_ajenas`: delete a sample another user registered (§2.3 «Delete (logical)»);
 * - `eliminar_registros`: delete any clinical record, and withdraw a report after its window (§0.4: deletion is an
 *   admin's; others delete only their own drafts and, for a while, their own uploads);
 * - `ver_recuentos_pequenos`: the panel's counts of fewer than 5 patients and curves of groups under 10 (LECTURA,
 *   who reads the registry pseudonymised, sees «<5» and no curve);
 * - `gestionar_consultas`: open, close and reopen data queries on any centre's records (§2.3: the coordinator
 *   «queries only»; the administrator too);
 * - `ver_calidad`: the data-quality worklist and its counts (monitors on every centre, the clinician on its own);
 * - `responder_consultas`: answer the queries on the records of the patients it reaches (the clinician of the centre;
 *   the administrator, who may correct any record, too).
 */
export type Facultad =
  | 'administrar'
  | 'trasladar'
  | 'ver_inactivos'
  | 'ver_informes_retirados'
  | 'corregir_recepcion_sin_plazo'
  | 'cualquier_unidad'
  | 'eliminar_muestras_ajenas'
  | 'eliminar_registros'
  | 'ver_recuentos_pequenos'
  | 'gestionar_consultas'
  | 'ver_calidad'
  | 'responder_consultas';

export const ROLES_POR_FACULTAD: Readonly<Record<Facultad, readonly Rol[]>> = {
  administrar: ['ADMIN'],
  trasladar: ['ADMIN'],
  ver_inactivos: ['ADMIN'],
  ver_informes_retirados: ['ADMIN'],
  corregir_recepcion_sin_plazo: ['ADMIN'],
  cualquier_unidad: ['ADMIN'],
  eliminar_muestras_ajenas: ['ADMIN'],
  eliminar_registros: ['ADMIN'],
  ver_recuentos_pequenos: ['ADMIN', 'COORDINADOR', 'CLINICO'],
  gestionar_consultas: ['ADMIN', 'COORDINADOR'],
  ver_calidad: ['ADMIN', 'COORDINADOR', 'CLINICO'],
  responder_consultas: ['ADMIN', 'CLINICO'],
};

/** How far the role reaches. */
export const ambitoDeRol = (rol: Rol): Ambito => ALCANCE_POR_ROL[rol].ambito;

/** Whether the role holds the faculty. */
export const rolTieneFacultad = (rol: Rol, facultad: Facultad): boolean => ROLES_POR_FACULTAD[facultad].includes(rol);
