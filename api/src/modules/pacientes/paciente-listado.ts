import { and, asc, between, count, desc, eq, like, sql, sum, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  formatearUpn,
  interpretarBusquedaUpn,
  type CodigoCatalogo,
  type EstadoPaciente,
  type PacienteResumen,
} from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { hospital, paciente, pacienteRecuento } from '../../db/schema';
import { columnasDe, filaDeCampos, pageOffset } from '../../db/query-helpers';
import type { SentenciaDeLectura } from '../../platform/lectura-auditada';
import { isoString } from '../../platform/response-schemas';
import { COLUMNAS_ALCANCE_PACIENTE, type AlcanceListado, type ColumnasAlcance } from '../../platform/alcance/paciente-scope';

/** The columns a list may be sorted by (anything else is refused by the query schema). */
export const ORDENES_PACIENTES = ['upn', 'modificado_en', 'fecha_diagnostico', 'edad_diagnostico', 'estado'] as const;

export type OrdenPacientes = (typeof ORDENES_PACIENTES)[number];

const COLUMNA_DE_ORDEN: Readonly<Record<OrdenPacientes, AnyPgColumn>> = {
  upn: paciente.upn,
  modificado_en: paciente.modificado_en,
  fecha_diagnostico: paciente.fecha_diagnostico,
  edad_diagnostico: paciente.edad_diagnostico,
  estado: paciente.estado,
};

export interface FiltroPacientes {
  pagina: number;
  tamano: number;
  orden: OrdenPacientes;
  direccion: 'asc' | 'desc';
  upn: string | null;
  estado: EstadoPaciente | null;
  entidad: CodigoCatalogo<'entidad'> | null;
  hospital_id: number | null;
}

/** The UPN filter of the lists reads the text as the search does (`interpretarBusquedaUpn`). */
function condicionUpn(texto: string): SQL {
  const busqueda = interpretarBusquedaUpn(texto);
  switch (busqueda.tipo) {
    case 'rango':
      return between(paciente.upn, formatearUpn(busqueda.desde), formatearUpn(busqueda.hasta));
    case 'cifras':
      return like(paciente.upn, `%${busqueda.cifras}%`);
    case 'ninguno':
      return sql`false`;
  }
}

/** The columns the filters are written on: `paciente`'s for a page, `paciente_recuento`'s for a total. */
interface ColumnasFiltro extends ColumnasAlcance {
  entidad: AnyPgColumn;
}

const COLUMNAS_PACIENTE: ColumnasFiltro = { ...COLUMNAS_ALCANCE_PACIENTE, entidad: paciente.entidad };

const COLUMNAS_RECUENTO: ColumnasFiltro = {
  hospital_id: pacienteRecuento.hospital_id,
  estado: pacienteRecuento.estado,
  creado_por: pacienteRecuento.borrador_de,
  entidad: pacienteRecuento.entidad,
};

/** Scope, state, entity and centre: what both a page and the total filter by. */
function condicionesComunes(filtro: FiltroPacientes, alcance: AlcanceListado, columnas: ColumnasFiltro): SQL | undefined {
  return and(
    alcance(columnas),
    filtro.estado === null ? undefined : eq(columnas.estado, filtro.estado),
    filtro.entidad === null ? undefined : eq(columnas.entidad, filtro.entidad),
    filtro.hospital_id === null ? undefined : eq(columnas.hospital_id, filtro.hospital_id),
  );
}

function condicionesDe(filtro: FiltroPacientes, alcance: AlcanceListado): SQL | undefined {
  return and(condicionesComunes(filtro, alcance, COLUMNAS_PACIENTE), filtro.upn === null ? undefined : condicionUpn(filtro.upn));
}

function ordenDe(filtro: FiltroPacientes): SQL[] {
  const sentido = filtro.direccion === 'asc' ? asc : desc;
  const columna = COLUMNA_DE_ORDEN[filtro.orden];
  // Unanswered values last either way; the id keeps pages stable when values tie. A column that is never null
  // keeps the plain order: descending NULLS LAST is not the order a backward index scan gives, so the planner would
  // sort every patient in scope to return one page (90 ms instead of 0.4 ms for 100 000 patients by modificado_en).
  const orden = columna.notNull ? sentido(columna) : sql`${sentido(columna)} nulls last`;
  return [orden, sentido(paciente.paciente_id)];
}

/** What a list shows of each patient. */
const CAMPOS_PAGINA = {
  paciente_id: paciente.paciente_id,
  upn: paciente.upn,
  hospital_id: hospital.hospital_id,
  codigo: hospital.codigo,
  nombre: hospital.nombre,
  sexo: paciente.sexo,
  edad_diagnostico: paciente.edad_diagnostico,
  entidad: paciente.entidad,
  estado: paciente.estado,
  estado_formulario: paciente.estado_formulario,
  de_completitud_pct: paciente.de_completitud_pct,
  modificado_en: paciente.modificado_en,
  version: paciente.version,
};

/** The query of one page of a list: exported so the tests can check its plan. */
export function consultaPagina(db: Database, filtro: FiltroPacientes, alcance: AlcanceListado) {
  return db
    .select(CAMPOS_PAGINA)
    .from(paciente)
    .innerJoin(hospital, eq(hospital.hospital_id, paciente.hospital_id))
    .where(condicionesDe(filtro, alcance))
    .orderBy(...ordenDe(filtro))
    .limit(filtro.tamano)
    .offset(pageOffset(filtro));
}

/**
 * How many patients of the list there are, over every page: exported so the tests can check its plan. Without a
 * UPN text the kept counts answer (a few rows per centre); a UPN text is counted over the patients it matches.
 */
export function consultaTotal(db: Database, filtro: FiltroPacientes, alcance: AlcanceListado) {
  if (filtro.upn !== null) return db.select({ total: count() }).from(paciente).where(condicionesDe(filtro, alcance));
  return db
    .select({ total: sql<number>`coalesce(${sum(pacienteRecuento.pacientes)}, 0)::int` })
    .from(pacienteRecuento)
    .where(condicionesComunes(filtro, alcance, COLUMNAS_RECUENTO));
}

/**
 * One page of patients in `alcance` (scope and BORRADOR visibility) and how many match in total, as one query: a
 * row per patient of the page, each with the total, or one row with the total alone when the page is empty. Its
 * audit row (a `LISTAR` with the filters) keeps how many came back and the total.
 */
export function sentenciaListado(db: Database, filtro: FiltroPacientes, alcance: AlcanceListado): SentenciaDeLectura {
  // A left join on nothing can only be a nested loop with the total outside: the page's rows keep their order.
  const filas = sql`with pagina (${columnasDe(CAMPOS_PAGINA)}) as (${consultaPagina(db, filtro, alcance)}),
      total (total) as (${consultaTotal(db, filtro, alcance)})
    select t.total::int as total, p.* from total t left join pagina p on true`;
  return { filas, resumen: { devueltos: sql`count(paciente_id)`, total: sql`coalesce(max(total), 0)` } };
}

/** The answer of a `sentenciaListado`. */
export function paginaDeFilas(filas: readonly Record<string, unknown>[]): { items: PacienteResumen[]; total: number } {
  const items = filas
    .filter((fila) => fila.paciente_id !== null)
    .map((fila) => {
      const { hospital_id, codigo, nombre, modificado_en, ...resto } = filaDeCampos(CAMPOS_PAGINA, fila);
      return { ...resto, hospital: { hospital_id, codigo, nombre }, modificado_en: isoString(modificado_en) };
    });
  return { items, total: Number(filas[0]?.total ?? 0) };
}
