import { sql, type SQL } from 'drizzle-orm';
import type { Rol } from '@registro-lma/shared/domain';
import { ambitoDe, centroEnAlcance, type Quien, type Unidades } from './alcance-scope';
import { biobancoScope } from './biobanco-scope';
import { muestraScope } from './muestra-scope';
import { pacienteScope } from './paciente-scope';

/**
 * The extracts (data-dictionary §8) apply the same rule as the lists, on the aliases of their raw SQL: `p` the
 * patient (with `h` its hospital), `t` the file's row, `pa` its parent row. An extract runs later, in a job, on what
 * the request stored of its user: that snapshot is who the rule reads.
 */
export interface QuienDescarga {
  rol: Rol;
  /** The user's centres when it asked (every role stores them; only `centros` reads them). */
  hospitalesUsuario: readonly number[];
  laboratorios: readonly string[];
  biolabs: readonly string[];
}

export function quienDeDescarga(alcance: QuienDescarga): Quien {
  return {
    rol: alcance.rol,
    usuario_id: 0,
    hospitales: alcance.hospitalesUsuario.map((hospital_id) => ({ hospital_id })),
    laboratorios: [...alcance.laboratorios],
    biolabs: [...alcance.biolabs],
  };
}

const P = { hospital_id: sql`p.hospital_id`, estado: sql`p.estado`, creado_por: sql`p.creado_por`, paciente_id: sql`p.paciente_id` };

/** The patients `p` an extract may read: `pacienteScope` (a laboratory's or biobank's: those of its live rows). */
export function pacientesDeDescarga(alcance: QuienDescarga): SQL | undefined {
  return pacienteScope(quienDeDescarga(alcance), P);
}

/** The user reaches rows by unit (a laboratory, a biobank), not whole patients by centre. */
export function esPorUnidad(alcance: QuienDescarga): boolean {
  const ambito = ambitoDe(quienDeDescarga(alcance));
  return ambito === 'laboratorios' || ambito === 'biolabs';
}

/** Where a file's rows keep what the rule reads of them: its sample (a column, or the row's or parent's `muestra_id`) or its biolab. */
export type AmbitoFilas =
  | { readonly muestra: SQL; readonly laboratorio: SQL }
  | { readonly biolab: SQL };

/**
 * The rows of a file a user by unit may read, within the patients `pacientesDeDescarga` chose: a laboratory's
 * samples (and their NGS results), a biobank's records and the samples linked to them (data-dictionary §2.3: the
 * grain of a laboratory and of a biobank is the row, as in their lists). The file's rows are live ones (the extract
 * leaves deleted rows out on its own). Undefined for the roles by centre, whose patients bring every row of theirs.
 */
export function filasDeDescarga(alcance: QuienDescarga, filas: AmbitoFilas): SQL | undefined {
  const quien = quienDeDescarga(alcance);
  if (!esPorUnidad(alcance)) return undefined;
  // A unit's rows come from every centre: the rules' centre part says nothing for them.
  if ('biolab' in filas) return biobancoScope(quien, { biolab: filas.biolab, hospital_id: P.hospital_id });
  return muestraScope(quien, { muestra_id: filas.muestra, laboratorio_destino: filas.laboratorio, hospital_id: P.hospital_id });
}

/**
 * Whether the user, as it is now, still covers an extract it asked for as it was then (data-dictionary §2.3: losing
 * a centre, a laboratory or a biobank loses what was exported of it): null when it does, else what it no longer
 * reaches. Every centre's user covers any file; a centre's, a file narrowed to its centres; a unit's, a file of its
 * own kind of unit narrowed to units it still has.
 */
export function ambitoPerdido(
  ahora: Unidades,
  entonces: QuienDescarga & { hospitales?: readonly number[] },
): 'centros' | 'laboratorios' | 'biolabs' | null {
  const antes = quienDeDescarga(entonces);
  const ambito = ambitoDe(ahora);
  switch (ambito) {
    case 'todos':
      return null;
    case 'centros': {
      const filtro = entonces.hospitales !== undefined && entonces.hospitales.length > 0 ? entonces.hospitales : null;
      const propiosEntonces = ambitoDe(antes) === 'centros' ? entonces.hospitalesUsuario : null;
      const centros = filtro === null ? propiosEntonces : propiosEntonces === null ? filtro : filtro.filter((hospital) => propiosEntonces.includes(hospital));
      return centros !== null && centros.every((hospital) => centroEnAlcance(ahora, hospital)) ? null : 'centros';
    }
    case 'laboratorios':
    case 'biolabs':
      return ambitoDe(antes) === ambito && antes[ambito].every((codigo) => ahora[ambito].includes(codigo)) ? null : ambito;
  }
}
