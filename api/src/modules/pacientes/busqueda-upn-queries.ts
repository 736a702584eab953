import { sql, type SQL } from 'drizzle-orm';
import { formatearUpn, interpretarBusquedaUpn, type BusquedaUpn } from '@registro-lma/shared/domain';
import { PLAN_A_MEDIDA } from '../../db/prepared-statements';
import { centrosDelAlcance, type Quien } from '../../platform/alcance/alcance-scope';
import { borradoresVisibles } from '../../platform/alcance/paciente-scope';
import { sentenciaConValores, type LecturaPreparable, type SentenciaDeLectura } from '../../platform/lectura-auditada-repository';

const MAXIMO_RESULTADOS_BUSQUEDA = 20;

/** A trigram index needs three characters; a shorter digit fragment matches so many UPNs that a scan in order ends fast. */
const CIFRAS_PARA_TRIGRAMAS = 3;

type Coincidencia = Exclude<BusquedaUpn, { tipo: 'ninguno' }>;

/** Which of the three queries below a search runs. */
type Plan = 'global' | 'por_centro' | 'trigramas';

/** A search's values: the fragment's pattern, or the range as UPN text (the UPN index) and as numbers (the per-centre index). */
function valoresDe(busqueda: Coincidencia): Record<string, unknown> {
  if (busqueda.tipo === 'cifras') return { patron: `%${busqueda.cifras}%` };
  return { upn_desde: formatearUpn(busqueda.desde), upn_hasta: formatearUpn(busqueda.hasta), desde: busqueda.desde, hasta: busqueda.hasta };
}

/**
 * The text's condition, on `valoresDe`'s values (or their placeholders). A range is written on `upn` for the UPN index
 * (one format, so text order is number order) or on `upn_numero` for the per-centre index.
 */
function coincide(tipo: Coincidencia['tipo'], rangoSobre: 'upn' | 'upn_numero', valores: Readonly<Record<string, unknown>>): SQL {
  if (tipo === 'cifras') return sql`p.upn like ${valores.patron}`;
  return rangoSobre === 'upn'
    ? sql`p.upn between ${valores.upn_desde} and ${valores.upn_hasta}`
    : sql`p.upn_numero between ${valores.desde} and ${valores.hasta}`;
}

/** BORRADOR patients are listed only to their creator and to ADMIN, as in every list (`borradoresVisibles`). */
function visible(quien: Quien): SQL {
  return borradoresVisibles(quien, { estado: sql`p.estado`, creado_por: sql`p.creado_por` }) ?? sql`true`;
}

function listaSql(centros: readonly number[]): SQL {
  return sql.join(
    centros.map((centro) => sql`${centro}`),
    sql`, `,
  );
}

/** Every centre in scope: the UPN index, in order, stops at the 20th hit. */
function enOrdenGlobal(coincidencia: SQL, quien: Quien): SQL {
  return sql`${sql.raw(PLAN_A_MEDIDA)} select p.paciente_id, p.upn, h.codigo as hospital_codigo, p.estado
    from paciente p join hospital h on h.hospital_id = p.hospital_id
    where ${coincidencia} and ${visible(quien)}
    order by p.upn limit ${MAXIMO_RESULTADOS_BUSQUEDA}`;
}

/**
 * A clinician's centres: each centre's (hospital_id, upn_numero) index in order, 20 at most each, then merged.
 * Ordering by `upn_numero`, which no other index gives, keeps the planner from walking the whole UPN index and
 * filtering by centre, which reads every row when the centre has few visible matches.
 */
function enOrdenPorCentro(coincidencia: SQL, quien: Quien, centros: readonly number[]): SQL {
  return sql`${sql.raw(PLAN_A_MEDIDA)} select c.paciente_id, c.upn, h.codigo as hospital_codigo, c.estado
    from unnest(array[${listaSql(centros)}]::int[]) as alcance(hospital_id)
    cross join lateral (
      select p.paciente_id, p.upn, p.upn_numero, p.estado, p.hospital_id from paciente p
      where p.hospital_id = alcance.hospital_id and ${coincidencia} and ${visible(quien)}
      order by p.upn_numero limit ${MAXIMO_RESULTADOS_BUSQUEDA}) c
    join hospital h on h.hospital_id = c.hospital_id
    order by c.upn_numero limit ${MAXIMO_RESULTADOS_BUSQUEDA}`;
}

/**
 * Three or more digits: the trigram index finds the few matching rows, sorted afterwards. MATERIALIZED keeps the
 * planner from trading the trigram index for a scan of the UPN index in order, which would read every row when
 * the fragment is rare.
 */
function porTrigramas(coincidencia: SQL, quien: Quien, centros: readonly number[] | null): SQL {
  const enCentros = centros === null ? sql`true` : sql`p.hospital_id in (${listaSql(centros)})`;
  return sql`${sql.raw(PLAN_A_MEDIDA)} with coincidencias as materialized (
      select p.paciente_id, p.upn, p.upn_numero, p.estado, p.hospital_id from paciente p
      where ${coincidencia} and ${enCentros} and ${visible(quien)})
    select c.paciente_id, c.upn, h.codigo as hospital_codigo, c.estado
    from coincidencias c join hospital h on h.hospital_id = c.hospital_id
    order by c.upn_numero limit ${MAXIMO_RESULTADOS_BUSQUEDA}`;
}

function consulta(plan: Plan, tipo: Coincidencia['tipo'], quien: Quien, centros: readonly number[] | null, valores: Readonly<Record<string, unknown>>): SQL {
  if (plan === 'trigramas') return porTrigramas(coincide(tipo, 'upn_numero', valores), quien, centros);
  return centros === null ? enOrdenGlobal(coincide(tipo, 'upn', valores), quien) : enOrdenPorCentro(coincide(tipo, 'upn_numero', valores), quien, centros);
}

/** No UPN matches the text: no rows, and the search is audited all the same. */
const NINGUNO = sql`select where false`;

const RESUMEN = (filas: readonly unknown[]) => ({ devueltos: filas.length });

const SIN_COINCIDENCIAS = 'ninguno';

/**
 * Up to 20 patients in the user's scope whose UPN contains the text, by UPN (data-dictionary §3.1; the text is
 * read by `interpretarBusquedaUpn`), as `PacienteBusqueda` rows; its audit row keeps how many came back. Each shape
 * of text gets the plan that reads fewest rows (see the README), and each is planned for its values (a prefix, a
 * fragment and a centre's share of matches each want another plan): its text is built once, never kept as a
 * generic prepared plan.
 */
export function lecturaBusquedaUpn(texto: string, quien: Quien): LecturaPreparable {
  const busqueda = interpretarBusquedaUpn(texto);
  // The scope's centres (`centrosDelAlcance`), walked one by one: its condition, `p.hospital_id in (…)`, is written per centre.
  const centros = centrosDelAlcance(quien);
  if (busqueda.tipo === 'ninguno' || (centros !== null && centros.length === 0)) {
    return { forma: SIN_COINCIDENCIAS, quien, valores: {}, sentencia: () => ({ filas: NINGUNO, resumen: RESUMEN }) };
  }
  const plan: Plan = busqueda.tipo === 'cifras' && busqueda.cifras.length >= CIFRAS_PARA_TRIGRAMAS ? 'trigramas' : centros === null ? 'global' : 'por_centro';
  return {
    forma: `${plan} ${busqueda.tipo}`,
    quien,
    valores: valoresDe(busqueda),
    sentencia: (valores) => ({ filas: consulta(plan, busqueda.tipo, quien, centros, valores), resumen: RESUMEN }),
  };
}

/** A search's statement with its values written in: the reference of the bench's bare route. */
export const sentenciaBusquedaUpn = (texto: string, quien: Quien): SentenciaDeLectura => sentenciaConValores(lecturaBusquedaUpn(texto, quien));

/** The query a search runs, or null when no UPN can match: exported so the tests can check its plan. */
export function consultaBusquedaUpn(texto: string, quien: Quien): SQL | null {
  const lectura = lecturaBusquedaUpn(texto, quien);
  return lectura.forma === SIN_COINCIDENCIAS ? null : sentenciaConValores(lectura).filas;
}
