import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { ROLES_POR_PERMISO_PACIENTE, type EstadoPaciente, type PermisoPaciente, type Rol, type Usuario } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { paciente } from '../../db/schema';
import { forbidden, notFound } from '../../platform/api-error';
import { usuarioActual } from '../../platform/authentication';

/** Roles that see every centre; the others see their own centres only. */
const ROLES_TODOS_LOS_CENTROS: readonly Rol[] = ROLES_POR_PERMISO_PACIENTE.ver_todos;

/** What a route needs to know about a patient before touching it. */
export type PacienteEnAlcance = {
  paciente_id: number;
  hospital_id: number;
  upn: string;
  estado: EstadoPaciente;
  creado_por: number | null;
};

/** 403 with G17, logged: every refusal of a patient route goes through here. */
function denegar(request: FastifyRequest, motivo: string, pacienteId?: number): never {
  const usuario = usuarioActual(request);
  request.log.warn(
    { usuario_id: usuario.usuario_id, rol: usuario.rol, paciente_id: pacienteId, method: request.method, url: request.url },
    `Acceso denegado a paciente: ${motivo}`,
  );
  throw forbidden();
}

export function veTodosLosCentros(usuario: Usuario): boolean {
  return ROLES_TODOS_LOS_CENTROS.includes(usuario.rol);
}

function centroEnAlcance(usuario: Usuario, hospitalId: number): boolean {
  return veTodosLosCentros(usuario) || usuario.hospitales.some((centro) => centro.hospital_id === hospitalId);
}

/** onRequest hook after `authenticate`: 403 unless the role has the permission at all. */
export function requirePermiso(permiso: PermisoPaciente) {
  return async function checkPermiso(request: FastifyRequest): Promise<void> {
    if (!ROLES_POR_PERMISO_PACIENTE[permiso].includes(usuarioActual(request).rol)) denegar(request, `rol sin permiso «${permiso}»`);
  };
}

/** A centre the user may register or move patients to (CLINICO: one of theirs). */
export function exigirCentroEnAlcance(request: FastifyRequest, hospitalId: number): void {
  if (!centroEnAlcance(usuarioActual(request), hospitalId)) denegar(request, `centro ${hospitalId} fuera de su alcance`);
}

/**
 * The one gate of every route on one patient (this module's and, later, each clinical stage's): 403 when the role
 * lacks the permission (before looking the patient up, so nothing leaks), 404 when the patient does not exist,
 * 403 when it belongs to a centre out of the user's scope.
 */
export async function pacienteEnAlcance(
  db: Database,
  request: FastifyRequest,
  pacienteId: number,
  permiso: PermisoPaciente,
): Promise<PacienteEnAlcance> {
  if (!ROLES_POR_PERMISO_PACIENTE[permiso].includes(usuarioActual(request).rol)) denegar(request, `rol sin permiso «${permiso}»`, pacienteId);
  const [encontrado] = await db
    .select({
      paciente_id: paciente.paciente_id,
      hospital_id: paciente.hospital_id,
      upn: paciente.upn,
      estado: paciente.estado,
      creado_por: paciente.creado_por,
    })
    .from(paciente)
    .where(eq(paciente.paciente_id, pacienteId));
  if (encontrado === undefined) throw notFound();
  if (!centroEnAlcance(usuarioActual(request), encontrado.hospital_id)) denegar(request, 'centro fuera de su alcance', pacienteId);
  return encontrado;
}

/** The patient id of a UPN (404 when none), to go through `pacienteEnAlcance`. */
export async function pacienteIdDeUpn(db: Database, upn: string): Promise<number> {
  const [encontrado] = await db.select({ paciente_id: paciente.paciente_id }).from(paciente).where(eq(paciente.upn, upn.trim().toUpperCase()));
  if (encontrado === undefined) throw notFound();
  return encontrado.paciente_id;
}

/**
 * The columns a list's scope is written on: `paciente`'s, or `paciente_recuento`'s for its total (there
 * `borrador_de` holds the creator of BORRADOR patients, which is all the visibility rule reads of `creado_por`).
 */
export interface ColumnasAlcance {
  hospital_id: AnyPgColumn;
  estado: AnyPgColumn;
  creado_por: AnyPgColumn;
}

export const COLUMNAS_ALCANCE_PACIENTE: ColumnasAlcance = {
  hospital_id: paciente.hospital_id,
  estado: paciente.estado,
  creado_por: paciente.creado_por,
};

/** Which patients a list may show, written on the given columns (undefined: every patient). */
export type AlcanceListado = (columnas: ColumnasAlcance) => SQL | undefined;

/** Lists: a BORRADOR patient appears only to whoever created it and to ADMIN (catalogues.md §7). */
function borradoresVisibles(usuario: Usuario, columnas: ColumnasAlcance): SQL | undefined {
  if (usuario.rol === 'ADMIN') return undefined;
  return or(ne(columnas.estado, 'BORRADOR'), eq(columnas.creado_por, usuario.usuario_id));
}

/** The patients of the user's own centres (none when the user has no centre). */
function deSusCentros(usuario: Usuario, columnas: ColumnasAlcance): SQL {
  const centros = usuario.hospitales.map((centro) => centro.hospital_id);
  return centros.length === 0 ? sql`false` : inArray(columnas.hospital_id, centros);
}

/** The home list: the patients of the user's own centres, BORRADOR only their own (ADMIN: all). */
export function alcanceDeSusCentros(usuario: Usuario): AlcanceListado {
  return (columnas) => and(deSusCentros(usuario, columnas), borradoresVisibles(usuario, columnas));
}

/** Every list of patients a user may see: their scope, and BORRADOR only their own (ADMIN: all). */
export function alcanceDeListado(usuario: Usuario): AlcanceListado {
  return (columnas) => and(veTodosLosCentros(usuario) ? undefined : deSusCentros(usuario, columnas), borradoresVisibles(usuario, columnas));
}

/** A patient changes centre only by an ADMIN transfer (data-dictionary §2.3); the old centre then loses access. */
export function exigirPermisoTraslado(request: FastifyRequest, hospitalActual: number, hospitalNuevo: number): void {
  if (hospitalActual !== hospitalNuevo && usuarioActual(request).rol !== 'ADMIN') {
    denegar(request, 'traslado de centro reservado a ADMIN');
  }
}
