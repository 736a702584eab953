import { sql, type SQL } from 'drizzle-orm';
import { formatearUpn, interpretarBusquedaUpn, type BusquedaUpn, type Usuario } from '@registro-lma/shared/domain';
import { PLAN_A_MEDIDA } from '../../db/prepared-statements';
import { centrosDelAlcance } from '../../platform/alcance/alcance-scope';
import { borradoresVisibles } from '../../platform/alcance/paciente-scope';
import type { SentenciaDeLectura } from '../../platform/lectura-auditada';

const MAXIMO_RESULTADOS_BUSQUEDA = 20;

/** A trigram index needs three characters; a shorter digit fragment matches so many UPNs that a scan in order ends fast. */
const CIFRAS_PARA_TRIGRAMAS = 3;

type Coincidencia = Exclude<BusquedaUpn, { tipo: 'ninguno' }>;

/**
 * The text's condition. A range is written on `upn` for the UPN index (one format, so text order is number order)
 * or on `upn_numero` for the per-centre index.
 */
function coincide(busqueda: Coincidencia, rangoSobre: 'upn' | 'upn_numero'): SQL {
  if (busqueda.tipo === 'cifras') return sql`p.upn like ${`%${busqueda.cifras}%`}`;
  return rangoSobre === 'upn'
    ? sql`p.upn between ${formatearUpn(busqueda.desde)} and ${formatearUpn(busqueda.hasta)}`
    : sql`p.upn_numero between ${busqueda.desde} and ${busqueda.hasta}`;
}

/** BORRADOR patients are listed only to their creator and to ADMIN, as in every list (`borradoresVisibles`). */
function visible(usuario: Usuario): SQL {
  return borradoresVisibles(usuario, { estado: sql`p.estado`, creado_por: sql`p.creado_por` }) ?? sql`true`;
}

function listaSql(centros: readonly number[]): SQL {
  return sql.join(
    centros.map((centro) => sql`${centro}`),
    sql`, `,
  );
}

/** Every centre in scope: the UPN index, in order, stops at the 20th hit. */
function enOrdenGlobal(busqueda: Coincidencia, usuario: Usuario): SQL {
  return sql`${sql.raw(PLAN_A_MEDIDA)} select p.paciente_id, p.upn, h.codigo as hospital_codigo, p.estado
    from paciente p join hospital h on h.hospital_id = p.hospital_id
    where ${coincide(busqueda, 'upn')} and ${visible(usuario)}
    order by p.upn limit ${MAXIMO_RESULTADOS_BUSQUEDA}`;
}

/**
 * A clinician's centres: each centre's (hospital_id, upn_numero) index in order, 20 at most each, then merged.
 * Ordering by `upn_numero`, which no other index gives, keeps the planner from walking the whole UPN index and
 * filtering by centre, which reads every row when the centre has few visible matches.
 */
function enOrdenPorCentro(busqueda: Coincidencia, usuario: Usuario, centros: number[]): SQL {
  return sql`${sql.raw(PLAN_A_MEDIDA)} select c.paciente_id, c.upn, h.codigo as hospital_codigo, c.estado
    from unnest(array[${listaSql(centros)}]::int[]) as alcance(hospital_id)
    cross join lateral (
      select p.paciente_id, p.upn, p.upn_numero, p.estado, p.hospital_id from paciente p
      where p.hospital_id = alcance.hospital_id and ${coincide(busqueda, 'upn_numero')} and ${visible(usuario)}
      order by p.upn_numero limit ${MAXIMO_RESULTADOS_BUSQUEDA}) c
    join hospital h on h.hospital_id = c.hospital_id
    order by c.upn_numero limit ${MAXIMO_RESULTADOS_BUSQUEDA}`;
}

/**
 * Three or more digits: the trigram index finds the few matching rows, sorted afterwards. MATERIALIZED keeps the
 * planner from trading the trigram index for a scan of the UPN index in order, which would read every row when
 * the fragment is rare.
 */
function porTrigramas(busqueda: Coincidencia, usuario: Usuario, centros: number[] | null): SQL {
  const enCentros = centros === null ? sql`true` : sql`p.hospital_id in (${listaSql(centros)})`;
  return sql`${sql.raw(PLAN_A_MEDIDA)} with coincidencias as materialized (
      select p.paciente_id, p.upn, p.upn_numero, p.estado, p.hospital_id from paciente p
      where ${coincide(busqueda, 'upn_numero')} and ${enCentros} and ${visible(usuario)})
    select c.paciente_id, c.upn, h.codigo as hospital_codigo, c.estado
    from coincidencias c join hospital h on h.hospital_id = c.hospital_id
    order by c.upn_numero limit ${MAXIMO_RESULTADOS_BUSQUEDA}`;
}

/**
 * The query a search runs: exported so the tests can check its plan. Each is planned for its values (a prefix, a
 * fragment and a centre's share of matches each want another plan), never kept as a generic prepared plan.
 */
export function consultaBusquedaUpn(texto: string, usuario: Usuario): SQL | null {
  const busqueda = interpretarBusquedaUpn(texto);
  if (busqueda.tipo === 'ninguno') return null;
  // The scope's centres (`centrosDelAlcance`), walked one by one: its condition, `p.hospital_id in (…)`, is written per centre below.
  const centros = centrosDelAlcance(usuario);
  if (centros !== null && centros.length === 0) return null;
  if (busqueda.tipo === 'cifras' && busqueda.cifras.length >= CIFRAS_PARA_TRIGRAMAS) return porTrigramas(busqueda, usuario, centros);
  return centros === null ? enOrdenGlobal(busqueda, usuario) : enOrdenPorCentro(busqueda, usuario, centros);
}

/** No UPN matches the text: no rows, and the search is audited all the same. */
const NINGUNO = sql`select where false`;

/**
 * Up to 20 patients in the user's scope whose UPN contains the text, by UPN (data-dictionary §3.1; the text is
 * read by `interpretarBusquedaUpn`), as `PacienteBusqueda` rows; its audit row keeps how many came back. Each shape
 * of text gets the plan that reads fewest rows: see the README.
 */
export function sentenciaBusquedaUpn(texto: string, usuario: Usuario): SentenciaDeLectura {
  return { filas: consultaBusquedaUpn(texto, usuario) ?? NINGUNO, resumen: { devueltos: sql`count(*)` } };
}
