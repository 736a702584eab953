import { ambitoDeRol, PANTALLAS_ETAPAS, ROLES, ROLES_AUDITORIA, ROLES_POR_FACULTAD, type PantallaEtapa, type Rol } from '@registro-lma/shared/domain';

/** Federation names of the remotes (contract): each exposes `./Screens`. */
export const REMOTOS = ['auth', 'patients', 'samples', 'downloads'] as const;
export type Remoto = (typeof REMOTOS)[number];

/** The parameters of a path pattern: `/biobanco/:upn/:id` → `{ upn, id }`. */
type ParametrosDe<Path extends string> = Path extends `${string}:${infer Nombre}/${infer Resto}`
  ? { readonly [Clave in Nombre]: string | number } & ParametrosDe<`/${Resto}`>
  : Path extends `${string}:${infer Nombre}`
    ? { readonly [Clave in Nombre]: string | number }
    : Record<never, never>;

/** One path of the application as the host mounts it. */
export interface RutaTabla {
  readonly path: string;
  /** The remote whose `./Screens` serves it; null for the host's own page. */
  readonly remote: Remoto | null;
  /** Key in the remote's `./Screens` record. */
  readonly screen: string | null;
  /** Inside the main layout (app bar, navigation). */
  readonly layout: boolean;
  /** Who may open it: anyone else gets the 403 page. */
  readonly roles?: readonly Rol[];
}

/** A route with its typed link builder: `RUTAS.paciente.href({ id: 12 })` → `/paciente/12`. */
export interface Ruta<Path extends string, R extends Remoto | null, Screen extends string | null> extends RutaTabla {
  readonly path: Path;
  readonly remote: R;
  readonly screen: Screen;
  readonly href: (...parametros: keyof ParametrosDe<Path> extends never ? [] : [ParametrosDe<Path>]) => string;
}

interface OpcionesRuta {
  readonly layout?: boolean;
  readonly roles?: readonly Rol[];
}

function ruta<const Path extends string, const R extends Remoto | null, const Screen extends string | null>(
  path: Path,
  remote: R,
  screen: Screen,
  { layout = true, roles }: OpcionesRuta = {},
): Ruta<Path, R, Screen> {
  const href = (parametros: Readonly<Record<string, string | number>> = {}) =>
    path.replace(/:(\w+)/g, (_, nombre: string) => encodeURIComponent(String(parametros[nombre])));
  return { path, remote, screen, layout, ...(roles === undefined ? {} : { roles }), href: href as Ruta<Path, R, Screen>['href'] };
}

/** The administration screens: users, centres, bitácora. */
export const ROLES_ADMINISTRACION: readonly Rol[] = ['ADMIN'];

const admin = { roles: ROLES_ADMINISTRACION };

/** The laboratory's screens: its worklist and its bulk reception. */
const laboratorio = { roles: ['LABORATORIO', 'ADMIN'] } as const satisfies OpcionesRuta;

/** The roles that read clinical data, by centre (data-dictionary §2.3): the panel's readers, as its API's scope. */
export const ROLES_PANEL: readonly Rol[] = ROLES.filter((rol) => ambitoDeRol(rol) === 'todos' || ambitoDeRol(rol) === 'centros');

/** Every path of spec §2 but the stage screens, plus the administration and audit paths (contract: federation and routes). */
export const RUTAS = {
  login: ruta('/login', 'auth', 'Login', { layout: false }),
  usuarios: ruta('/admin/usuarios', 'auth', 'Usuarios', admin),
  hospitales: ruta('/admin/hospitales', 'auth', 'Hospitales', admin),
  bitacora: ruta('/admin/bitacora', 'auth', 'Bitacora', admin),
  // The ⚙ catalogues each installation keeps: laboratories, biobanks, funding, trials, LMA-FLOW risk groups.
  catalogos: ruta('/admin/catalogos', 'auth', 'Catalogos', admin),
  // The reference library (spec §1): everyone reads it, ADMIN uploads new versions.
  libreria: ruta('/libreria', 'auth', 'Libreria'),
  // The audit trail: all of it for ADMIN, its centres' for COORDINADOR (data-dictionary §2.3).
  auditoria: ruta('/auditoria', 'auth', 'Auditoria', { roles: ROLES_AUDITORIA }),
  cambiarContrasena: ruta('/cambiar-contrasena', 'auth', 'CambiarContrasena'),

  inicio: ruta('/', 'patients', 'Inicio'),
  registrarPaciente: ruta('/registrar-paciente', 'patients', 'RegistrarPaciente'),
  editarPaciente: ruta('/registrar-paciente/:id', 'patients', 'RegistrarPaciente'),
  paciente: ruta('/paciente/:id', 'patients', 'Paciente'),
  datosEsenciales: ruta('/datos-esenciales/:id', 'patients', 'DatosEsenciales'),
  // The data-quality worklist: monitors on every centre, the clinician on its own (data-dictionary §2.3).
  calidad: ruta('/calidad', 'patients', 'Calidad', { roles: ROLES_POR_FACULTAD.ver_calidad }),

  // The worklists, home of the LABORATORIO and BIOBANCO roles.
  listaLaboratorio: ruta('/laboratorio', 'samples', 'ListaLaboratorio', laboratorio),
  // Bulk reception: several tubes scanned into a tray and received at once (data-dictionary §5.2).
  recepcionBloque: ruta('/laboratorio/recepcion-en-bloque', 'samples', 'RecepcionBloque', laboratorio),
  // COORDINADOR and LECTURA browse the biobank records read-only (data-dictionary §2.3).
  listaBiobanco: ruta('/biobanco', 'samples', 'ListaBiobanco', { roles: ['BIOBANCO', 'ADMIN', 'COORDINADOR', 'LECTURA'] }),
  biobanco: ruta('/biobanco/:upn/:id', 'samples', 'Biobanco'),
  registrarMuestraPaciente: ruta('/registrar-muestra/paciente/:id', 'samples', 'RegistrarMuestraPaciente'),
  registrarMuestra: ruta('/registrar-muestra/:id', 'samples', 'RegistrarMuestra'),
  registrarMuestraEnsayoPaciente: ruta('/registrar-muestra-ensayo/paciente/:id', 'samples', 'RegistrarMuestraEnsayoPaciente'),
  registrarMuestraEnsayo: ruta('/registrar-muestra-ensayo/:id', 'samples', 'RegistrarMuestraEnsayo'),
  confirmarMuestra: ruta('/confirmar-muestra/:id', 'samples', 'ConfirmarMuestra'),
  subirInforme: ruta('/subir-informe/:id', 'samples', 'SubirInforme'),

  descargas: ruta('/descargas', 'downloads', 'Descargas'),
  // The outcomes panel: survival curves, response and early death of the patients the user reaches.
  panel: ruta('/panel', 'downloads', 'Panel', { roles: ROLES_PANEL }),

  // The host's own page, shown while the platform is under maintenance.
  mantenimiento: ruta('/mantenimiento', null, null, { layout: false }),
};

/** Where each role lands: the worklists for the laboratory and the biobank, the patient list for everyone else. */
export function inicioDe(rol: Rol | undefined): string {
  const ambito = rol === undefined ? null : ambitoDeRol(rol);
  if (ambito === 'laboratorios') return RUTAS.listaLaboratorio.href();
  if (ambito === 'biolabs') return RUTAS.listaBiobanco.href();
  return RUTAS.inicio.href();
}

const screenDeEtapa = <P extends PantallaEtapa>(pantalla: P) => `${pantalla.charAt(0).toUpperCase()}${pantalla.slice(1)}` as Capitalize<P>;

/** The stage screens (`/diagnostico/{id}`…), one per stage that has its own (data-dictionary §1), in the record's order. */
export const RUTAS_ETAPAS = Object.fromEntries(
  PANTALLAS_ETAPAS.map((pantalla) => [pantalla, ruta(`/${pantalla}/:id`, 'patients', screenDeEtapa(pantalla))]),
) as { readonly [P in PantallaEtapa]: Ruta<`/${P}/:id`, 'patients', Capitalize<P>> };

/** Every route the host mounts. */
export const TABLA_RUTAS: readonly RutaTabla[] = [...Object.values(RUTAS), ...Object.values(RUTAS_ETAPAS)];

type RutaDeclarada = (typeof RUTAS)[keyof typeof RUTAS] | (typeof RUTAS_ETAPAS)[PantallaEtapa];

/** The keys a remote's `./Screens` record must have: its screens in the table. */
export type PantallaDe<R extends Remoto> = Extract<RutaDeclarada, { readonly remote: R }>['screen'];
