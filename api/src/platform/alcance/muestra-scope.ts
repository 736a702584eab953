import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { tienePermisoMuestra, tienePermisoPaciente, type EstadoMuestra, type EstadoPaciente, type PermisoMuestra } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { muestra, paciente } from '../../db/schema';
import { notFound } from '../api-errors';
import { usuarioActual } from '../authentication-plugin';
import { ambitoDe, deSusCentros, denegar, muestraDeSuUnidad, tieneFacultad, unidadPropia, type ColumnasUnidadMuestra, type Quien } from './alcance-scope';
import { pacienteEnAlcance } from './paciente-scope';

/** What a route needs to know about a sample before touching it. */
export type MuestraEnAlcance = {
  muestra_id: number;
  paciente_id: number;
  hospital_id: number;
  upn: string;
  paciente_estado: EstadoPaciente;
  laboratorio_destino: string | null;
  estado: EstadoMuestra;
  creado_por: number | null;
};

/**
 * The columns a sample's rule is written on: `muestra`'s with its patient's centre, or an alias's in raw SQL.
 * Without `eliminado` the caller reads live samples only (an extract): the rule then says nothing of deleted ones.
 */
export interface ColumnasMuestra extends ColumnasUnidadMuestra {
  hospital_id: SQLWrapper;
  eliminado?: SQLWrapper;
}

export const COLUMNAS_MUESTRA: ColumnasMuestra = {
  muestra_id: muestra.muestra_id,
  laboratorio_destino: muestra.laboratorio_destino,
  hospital_id: paciente.hospital_id,
  eliminado: muestra.eliminado,
};

/**
 * A deleted sample (data-dictionary §2.3 «Delete (logical)») leaves every list but its destination laboratory's: the
 * laboratory may have been told of it, and sees it annulled (its deletion annuls it, catalogues.md §45), read-only.
 */
function vivaOSuLaboratorio(quien: Quien, eliminado: SQLWrapper | undefined): SQL | undefined {
  if (eliminado === undefined || ambitoDe(quien) === 'laboratorios') return undefined;
  return eq(eliminado, false);
}

/**
 * data-dictionary §2.3, which samples a user sees, as a condition on the given columns (undefined: every sample):
 * live ones of every centre or of its centres; a laboratory's, addressed to its laboratories (deleted ones too); a
 * biobank's, linked to a live record of its biolabs. The lists, the gate of one sample and the extracts all read it.
 */
export function muestraScope(quien: Quien, columnas: ColumnasMuestra): SQL | undefined {
  return and(vivaOSuLaboratorio(quien, columnas.eliminado), deSusCentros(quien, columnas.hospital_id), muestraDeSuUnidad(quien, columnas));
}

/** The samples a list shows the user: `muestraScope` on `muestra` joined with `paciente` (never every row: deleted ones are not). */
export function muestrasVisibles(quien: Quien): SQL {
  return muestraScope(quien, COLUMNAS_MUESTRA) ?? sql`true`;
}

/** onRequest hook: 403 unless the role has the permission at all (before anything is looked up). */
export function requirePermisoMuestra(permiso: PermisoMuestra) {
  return async function checkPermisoMuestra(request: FastifyRequest): Promise<void> {
    if (!tienePermisoMuestra(usuarioActual(request).rol, permiso)) denegar(request, 'muestra', `rol sin permiso «${permiso}»`);
  };
}

/**
 * The gate of every route on one sample: 403 when the role lacks the permission (before looking it up, so nothing
 * leaks), 404 when the sample does not exist (or was deleted, to whoever no longer sees it), 403 when it is out of the
 * user's scope: `muestraScope`, read with the sample.
 */
export async function muestraEnAlcance(db: Database, request: FastifyRequest, muestraId: number, permiso: PermisoMuestra): Promise<MuestraEnAlcance> {
  const usuario = usuarioActual(request);
  if (!tienePermisoMuestra(usuario.rol, permiso)) denegar(request, 'muestra', `rol sin permiso «${permiso}»`, muestraId);
  const alcance = muestraScope(usuario, COLUMNAS_MUESTRA);
  const [encontrada] = await db
    .select({
      muestra_id: muestra.muestra_id,
      paciente_id: muestra.paciente_id,
      hospital_id: paciente.hospital_id,
      upn: paciente.upn,
      paciente_estado: paciente.estado,
      laboratorio_destino: muestra.laboratorio_destino,
      estado: muestra.estado,
      creado_por: muestra.creado_por,
      eliminado: muestra.eliminado,
      visible: alcance === undefined ? sql<boolean>`true` : sql<boolean>`(${alcance})`,
    })
    .from(muestra)
    .innerJoin(paciente, eq(paciente.paciente_id, muestra.paciente_id))
    .where(eq(muestra.muestra_id, muestraId));
  if (encontrada === undefined) throw notFound();
  const { visible, eliminado, ...enAlcance } = encontrada;
  if (!visible) {
    if (eliminado) throw notFound();
    denegar(request, 'muestra', 'muestra fuera de su alcance', muestraId);
  }
  return enAlcance;
}

/**
 * The patient whose samples a route lists: through the patient's gate for the roles that see patients; for a
 * laboratory or a biobank, which see a patient only through their own samples, only that it exists (the list then
 * holds only theirs, by `muestraScope`).
 */
export async function pacienteDeMuestras(db: Database, request: FastifyRequest, pacienteId: number): Promise<void> {
  if (tienePermisoPaciente(usuarioActual(request).rol, 'ver')) {
    await pacienteEnAlcance(db, request, pacienteId, 'ver');
    return;
  }
  const [encontrado] = await db.select({ paciente_id: paciente.paciente_id }).from(paciente).where(eq(paciente.paciente_id, pacienteId));
  if (encontrado === undefined) throw notFound();
}

/**
 * data-dictionary §2.3 «Delete (logical)»: ADMIN any sample it may register; CLINICO only its own draft records, the
 * samples it registered itself (403, logged, for one another user registered).
 */
export function exigirAutoriaParaEliminar(request: FastifyRequest, actual: MuestraEnAlcance): void {
  const usuario = usuarioActual(request);
  if (!tieneFacultad(usuario, 'eliminar_muestras_ajenas') && actual.creado_por !== usuario.usuario_id) {
    denegar(request, 'muestra', 'muestra registrada por otro usuario', actual.muestra_id);
  }
}

/** A laboratory user narrows a sample list only to one of its own laboratories (403 otherwise). */
export function exigirFiltroLaboratorio(request: FastifyRequest, laboratorio: string | null): void {
  const usuario = usuarioActual(request);
  if (laboratorio !== null && ambitoDe(usuario) === 'laboratorios' && !unidadPropia(usuario, 'laboratorios', laboratorio)) {
    denegar(request, 'muestra', `laboratorio ${laboratorio} fuera de su alcance`);
  }
}

/** The sample's laboratory is one of the user's (ADMIN: any): who may confirm it, upload its report or enter its NGS result. */
export function exigirLaboratorioPropio(request: FastifyRequest, laboratorio: string | null, muestraId: number): void {
  const usuario = usuarioActual(request);
  if (tieneFacultad(usuario, 'cualquier_unidad')) return;
  if (laboratorio === null || !unidadPropia(usuario, 'laboratorios', laboratorio)) denegar(request, 'muestra', 'laboratorio fuera de su alcance', muestraId);
}
