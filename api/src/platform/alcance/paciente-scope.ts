import { and, eq, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { tienePermisoPaciente, type EstadoPaciente, type PermisoPaciente } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { paciente } from '../../db/schema';
import { notFound } from '../api-errors';
import { usuarioActual } from '../authentication-plugin';
import { centroEnAlcance, centrosDe, deSusCentros, denegar, enLista, pacienteDeSuUnidad, tieneFacultad, veBorradoresAjenos, type Quien } from './alcance-scope';

/** What a route needs to know about a patient before touching it. */
export type PacienteEnAlcance = {
  paciente_id: number;
  hospital_id: number;
  upn: string;
  estado: EstadoPaciente;
  creado_por: number | null;
};

/**
 * The columns a patient's rule is written on: `paciente`'s, `paciente_recuento`'s for a list's total (there
 * `borrador_de` holds the creator of BORRADOR patients, which is all the visibility rule reads of `creado_por`), or
 * an alias's in raw SQL (`p.hospital_id`). `paciente_id` is needed only by the roles by unit, which reach a patient
 * through its samples or records (a table without it, the kept counts, serves the roles by centre only).
 */
export interface ColumnasAlcance {
  hospital_id: SQLWrapper;
  estado: SQLWrapper;
  creado_por: SQLWrapper;
  paciente_id?: SQLWrapper;
}

export const COLUMNAS_ALCANCE_PACIENTE = {
  hospital_id: paciente.hospital_id,
  estado: paciente.estado,
  creado_por: paciente.creado_por,
  paciente_id: paciente.paciente_id,
} satisfies Record<keyof ColumnasAlcance, AnyPgColumn>;

/**
 * data-dictionary §2.3, which patients a user reaches, as a condition on the given columns (undefined: every
 * patient): every centre's, its centres', or (a laboratory, a biobank) those of its samples or records.
 */
export function pacienteScope(quien: Quien, columnas: ColumnasAlcance): SQL | undefined {
  return and(deSusCentros(quien, columnas.hospital_id), columnas.paciente_id === undefined ? undefined : pacienteDeSuUnidad(quien, columnas.paciente_id));
}

/** Lists: a BORRADOR patient appears only to whoever created it and to ADMIN (catalogues.md §7). Undefined: all. */
export function borradoresVisibles(quien: Quien, columnas: Pick<ColumnasAlcance, 'estado' | 'creado_por'>): SQL | undefined {
  if (veBorradoresAjenos(quien)) return undefined;
  return or(ne(columnas.estado, 'BORRADOR'), eq(columnas.creado_por, quien.usuario_id));
}

/** Which patients a list may show, written on the given columns (undefined: every patient). */
export type AlcanceListado = (columnas: ColumnasAlcance) => SQL | undefined;

/** Every list of patients a user may see: their scope, and BORRADOR only their own (ADMIN: all). */
export function alcanceDeListado(quien: Quien): AlcanceListado {
  return (columnas) => and(pacienteScope(quien, columnas), borradoresVisibles(quien, columnas));
}

/**
 * The home list, a narrowing of the scope (not a scope of its own): the patients of the user's own centres, which
 * every role that lists patients reaches, BORRADOR only their own (ADMIN: all). The scope is not written again beside
 * the centres: a second `hospital_id in (…)` would halve the planner's estimate of the rows.
 */
export function alcanceDeSusCentros(quien: Quien): AlcanceListado {
  return (columnas) => and(enLista(columnas.hospital_id, centrosDe(quien)), borradoresVisibles(quien, columnas));
}

/** onRequest hook after `authenticate`: 403 unless the role has the permission at all. */
export function requirePermiso(permiso: PermisoPaciente) {
  return async function checkPermiso(request: FastifyRequest): Promise<void> {
    if (!tienePermisoPaciente(usuarioActual(request).rol, permiso)) denegar(request, 'paciente', `rol sin permiso «${permiso}»`);
  };
}

/** A centre the user may register, list or move patients to (CLINICO: one of theirs). */
export function exigirCentroEnAlcance(request: FastifyRequest, hospitalId: number): void {
  if (!centroEnAlcance(usuarioActual(request), hospitalId)) denegar(request, 'paciente', `centro ${hospitalId} fuera de su alcance`);
}

/** Every centre a filter names is one the user reaches (an extract's, a list's). */
export function exigirCentrosEnAlcance(request: FastifyRequest, hospitales: readonly number[]): void {
  for (const hospitalId of hospitales) exigirCentroEnAlcance(request, hospitalId);
}

/**
 * The one gate of every route on one patient (the patient's and each clinical stage's): 403 when the role lacks the
 * permission (before looking the patient up, so nothing leaks), 404 when the patient does not exist, 403 when it is
 * out of the user's scope: the same condition the lists and the extracts apply, read with the patient.
 */
export async function pacienteEnAlcance(db: Database, request: FastifyRequest, pacienteId: number, permiso: PermisoPaciente): Promise<PacienteEnAlcance> {
  const usuario = usuarioActual(request);
  if (!tienePermisoPaciente(usuario.rol, permiso)) denegar(request, 'paciente', `rol sin permiso «${permiso}»`, pacienteId);
  const alcance = pacienteScope(usuario, COLUMNAS_ALCANCE_PACIENTE);
  const [encontrado] = await db
    .select({
      paciente_id: paciente.paciente_id,
      hospital_id: paciente.hospital_id,
      upn: paciente.upn,
      estado: paciente.estado,
      creado_por: paciente.creado_por,
      visible: alcance === undefined ? sql<boolean>`true` : sql<boolean>`(${alcance})`,
    })
    .from(paciente)
    .where(eq(paciente.paciente_id, pacienteId));
  if (encontrado === undefined) throw notFound();
  const { visible, ...enAlcance } = encontrado;
  if (!visible) denegar(request, 'paciente', 'centro fuera de su alcance', pacienteId);
  return enAlcance;
}

/** The patient id of a UPN (404 when none), to go through `pacienteEnAlcance`. */
export async function pacienteIdDeUpn(db: Database, upn: string): Promise<number> {
  const [encontrado] = await db.select({ paciente_id: paciente.paciente_id }).from(paciente).where(eq(paciente.upn, upn.trim().toUpperCase()));
  if (encontrado === undefined) throw notFound();
  return encontrado.paciente_id;
}

/** A patient changes centre only by an ADMIN transfer (data-dictionary §2.3); the old centre then loses access. */
export function exigirPermisoTraslado(request: FastifyRequest, hospitalActual: number, hospitalNuevo: number): void {
  if (hospitalActual !== hospitalNuevo && !tieneFacultad(usuarioActual(request), 'trasladar')) denegar(request, 'paciente', 'traslado de centro reservado a ADMIN');
}
