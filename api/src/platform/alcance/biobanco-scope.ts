import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { tienePermisoMuestra, type EstadoPaciente, type PermisoMuestra } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { biobanco, paciente } from '../../db/schema';
import { notFound } from '../api-errors';
import { usuarioActual } from '../authentication-plugin';
import { ambitoDe, biobancoDeSuUnidad, deSusCentros, denegar, tieneFacultad, unidadPropia, type Quien } from './alcance-scope';

/** What a route needs to know about a biobank record before touching it. */
export type BiobancoEnAlcance = { biobanco_id: number; paciente_id: number; upn: string; paciente_estado: EstadoPaciente; biolab: string };

/** The columns a record's rule is written on: `biobanco`'s with its patient's centre, or an alias's in raw SQL. */
export interface ColumnasBiobanco {
  biolab: SQLWrapper;
  hospital_id: SQLWrapper;
}

export const COLUMNAS_BIOBANCO: ColumnasBiobanco = { biolab: biobanco.biolab, hospital_id: paciente.hospital_id };

/**
 * data-dictionary §2.3, which biobank records a user sees, as a condition on the given columns (undefined: all):
 * every centre's, its centres' patients', a biobank's own biolabs'; a laboratory none. Deleted records are no one's.
 */
export function biobancoScope(quien: Quien, columnas: ColumnasBiobanco): SQL | undefined {
  return and(deSusCentros(quien, columnas.hospital_id), biobancoDeSuUnidad(quien, columnas.biolab));
}

/** A biolab the user may record in (BIOBANCO: one of its own; ADMIN: any). */
export function exigirBiolabPropio(request: FastifyRequest, biolab: string): void {
  const usuario = usuarioActual(request);
  if (!tieneFacultad(usuario, 'cualquier_unidad') && !unidadPropia(usuario, 'biolabs', biolab)) denegar(request, 'muestra', `biobanco ${biolab} fuera de su alcance`);
}

/** A biobank user narrows a list only to one of its own biolabs (403 otherwise). */
export function exigirFiltroBiolab(request: FastifyRequest, biolab: string | null): void {
  const usuario = usuarioActual(request);
  if (biolab !== null && ambitoDe(usuario) === 'biolabs' && !unidadPropia(usuario, 'biolabs', biolab)) denegar(request, 'muestra', `biobanco ${biolab} fuera de su alcance`);
}

/** The gate of every route on one record: 403 without the permission, 404 when absent (or not of that UPN), 403 out of scope. */
export async function biobancoEnAlcance(
  db: Database,
  request: FastifyRequest,
  upn: string,
  biobancoId: number,
  permiso: PermisoMuestra,
): Promise<BiobancoEnAlcance> {
  const usuario = usuarioActual(request);
  if (!tienePermisoMuestra(usuario.rol, permiso)) denegar(request, 'muestra', `rol sin permiso «${permiso}»`, biobancoId);
  const alcance = biobancoScope(usuario, COLUMNAS_BIOBANCO);
  const [encontrado] = await db
    .select({
      biobanco_id: biobanco.biobanco_id,
      paciente_id: paciente.paciente_id,
      upn: paciente.upn,
      paciente_estado: paciente.estado,
      biolab: biobanco.biolab,
      visible: alcance === undefined ? sql<boolean>`true` : sql<boolean>`(${alcance})`,
    })
    .from(biobanco)
    .innerJoin(paciente, eq(paciente.paciente_id, biobanco.paciente_id))
    .where(and(eq(biobanco.biobanco_id, biobancoId), eq(paciente.upn, upn.trim().toUpperCase()), eq(biobanco.eliminado, false)));
  if (encontrado === undefined) throw notFound();
  const { visible, ...enAlcance } = encontrado;
  if (!visible) denegar(request, 'muestra', 'registro de biobanco fuera de su alcance', biobancoId);
  return enAlcance;
}
