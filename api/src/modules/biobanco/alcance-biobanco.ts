import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ROLES_POR_PERMISO_MUESTRA, type CodigoBiolab, type EstadoPaciente, type PermisoMuestra, type Usuario } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { biobanco, paciente } from '../../db/schema';
import { notFound } from '../../platform/api-error';
import { usuarioActual } from '../../platform/authentication';
import { veTodosLosCentros } from '../pacientes/alcance-paciente';
import { denegarMuestra } from '../muestras/alcance-muestra';

/** What a route needs to know about a biobank record before touching it. */
export type BiobancoEnAlcance = { biobanco_id: number; paciente_id: number; upn: string; paciente_estado: EstadoPaciente; biolab: string };

/**
 * Which biobank records a user may see (data-dictionary §2.3), as a condition on `biobanco` joined with `paciente`
 * (undefined: all): BIOBANCO its biolabs, CLINICO its centres' patients; LABORATORIO none.
 */
export function alcanceBiobanco(usuario: Usuario): SQL | undefined {
  if (veTodosLosCentros(usuario)) return undefined;
  if (usuario.rol === 'BIOBANCO') return usuario.biolabs.length === 0 ? sql`false` : inArray(biobanco.biolab, usuario.biolabs as CodigoBiolab[]);
  if (usuario.rol === 'CLINICO') {
    const centros = usuario.hospitales.map((centro) => centro.hospital_id);
    return centros.length === 0 ? sql`false` : inArray(paciente.hospital_id, centros);
  }
  return sql`false`;
}

/** A biolab the user may record in (BIOBANCO: one of its own; ADMIN: any). */
export function exigirBiolabPropio(request: FastifyRequest, biolab: string): void {
  const usuario = usuarioActual(request);
  if (usuario.rol !== 'ADMIN' && !usuario.biolabs.includes(biolab)) denegarMuestra(request, `biobanco ${biolab} fuera de su alcance`);
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
  if (!ROLES_POR_PERMISO_MUESTRA[permiso].includes(usuario.rol)) denegarMuestra(request, `rol sin permiso «${permiso}»`, biobancoId);
  const base = and(eq(biobanco.biobanco_id, biobancoId), eq(paciente.upn, upn.trim().toUpperCase()), eq(biobanco.eliminado, false));
  const consulta = (condicion: SQL | undefined) =>
    db
      .select({ biobanco_id: biobanco.biobanco_id, paciente_id: paciente.paciente_id, upn: paciente.upn, paciente_estado: paciente.estado, biolab: biobanco.biolab })
      .from(biobanco)
      .innerJoin(paciente, eq(paciente.paciente_id, biobanco.paciente_id))
      .where(and(base, condicion));
  const [encontrado] = await consulta(undefined);
  if (encontrado === undefined) throw notFound();
  const alcance = alcanceBiobanco(usuario);
  if (alcance !== undefined && (await consulta(alcance)).length === 0) denegarMuestra(request, 'registro de biobanco fuera de su alcance', biobancoId);
  return encontrado;
}
