import { and, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ROLES_POR_PERMISO_MUESTRA, type CodigoBiolab, type EstadoMuestra, type EstadoPaciente, type PermisoMuestra, type Usuario } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { biobanco, muestra, paciente } from '../../db/schema';
import { forbidden, notFound } from '../../platform/api-error';
import { usuarioActual } from '../../platform/authentication';
import { veTodosLosCentros } from '../pacientes/alcance-paciente';

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

/** 403 with G17, logged: every refusal of a sample, NGS or biobank route goes through here. */
export function denegarMuestra(request: FastifyRequest, motivo: string, registroId?: number): never {
  const usuario = usuarioActual(request);
  request.log.warn(
    { usuario_id: usuario.usuario_id, rol: usuario.rol, registro_id: registroId, method: request.method, url: request.url },
    `Acceso denegado a muestra: ${motivo}`,
  );
  throw forbidden();
}

/** onRequest hook: 403 unless the role has the permission at all (before anything is looked up). */
export function requirePermisoMuestra(permiso: PermisoMuestra) {
  return async function checkPermisoMuestra(request: FastifyRequest): Promise<void> {
    if (!ROLES_POR_PERMISO_MUESTRA[permiso].includes(usuarioActual(request).rol)) denegarMuestra(request, `rol sin permiso «${permiso}»`);
  };
}

const enLista = (columna: Parameters<typeof inArray>[0], valores: readonly (string | number)[]): SQL =>
  valores.length === 0 ? sql`false` : inArray(columna, [...valores]);

/**
 * Which samples a user may see (data-dictionary §2.3), as a condition on `muestra` joined with `paciente`
 * (undefined: all). CLINICO: its centres' patients; LABORATORIO: samples addressed to its laboratories; BIOBANCO:
 * samples linked to a record of its biolabs.
 */
export function alcanceMuestras(usuario: Usuario): SQL | undefined {
  if (veTodosLosCentros(usuario)) return undefined;
  switch (usuario.rol) {
    case 'CLINICO':
      return enLista(paciente.hospital_id, usuario.hospitales.map((centro) => centro.hospital_id));
    case 'LABORATORIO':
      return enLista(muestra.laboratorio_destino, usuario.laboratorios);
    case 'BIOBANCO':
      return usuario.biolabs.length === 0
        ? sql`false`
        : exists(
            sql`(select 1 from ${biobanco} where ${biobanco.muestra_id} = ${muestra.muestra_id} and not ${biobanco.eliminado} and ${inArray(biobanco.biolab, usuario.biolabs as CodigoBiolab[])})`,
          );
    default:
      return sql`false`;
  }
}

/**
 * The gate of every route on one sample: 403 when the role lacks the permission (before looking it up, so nothing
 * leaks), 404 when the sample does not exist (or was deleted), 403 when it is out of the user's scope.
 */
export async function muestraEnAlcance(db: Database, request: FastifyRequest, muestraId: number, permiso: PermisoMuestra): Promise<MuestraEnAlcance> {
  const usuario = usuarioActual(request);
  if (!ROLES_POR_PERMISO_MUESTRA[permiso].includes(usuario.rol)) denegarMuestra(request, `rol sin permiso «${permiso}»`, muestraId);
  const columnas = {
    muestra_id: muestra.muestra_id,
    paciente_id: muestra.paciente_id,
    hospital_id: paciente.hospital_id,
    upn: paciente.upn,
    paciente_estado: paciente.estado,
    laboratorio_destino: muestra.laboratorio_destino,
    estado: muestra.estado,
    creado_por: muestra.creado_por,
  };
  const base = and(eq(muestra.muestra_id, muestraId), eq(muestra.eliminado, false));
  const [encontrada] = await db.select(columnas).from(muestra).innerJoin(paciente, eq(paciente.paciente_id, muestra.paciente_id)).where(base);
  if (encontrada === undefined) throw notFound();
  const alcance = alcanceMuestras(usuario);
  if (alcance !== undefined) {
    const [visible] = await db
      .select({ muestra_id: muestra.muestra_id })
      .from(muestra)
      .innerJoin(paciente, eq(paciente.paciente_id, muestra.paciente_id))
      .where(and(base, alcance));
    if (visible === undefined) denegarMuestra(request, 'muestra fuera de su alcance', muestraId);
  }
  return encontrada;
}

/**
 * data-dictionary §2.3 «Delete (logical)»: ADMIN any sample it may register; CLINICO only its own draft records, the
 * samples it registered itself (403, logged, for one another user registered).
 */
export function exigirAutoriaParaEliminar(request: FastifyRequest, actual: MuestraEnAlcance): void {
  const usuario = usuarioActual(request);
  if (usuario.rol === 'CLINICO' && actual.creado_por !== usuario.usuario_id) denegarMuestra(request, 'muestra registrada por otro usuario', actual.muestra_id);
}

/** A laboratory user narrows a sample list only to one of its own laboratories (403 otherwise). */
export function exigirFiltroLaboratorio(request: FastifyRequest, laboratorio: string | null): void {
  const usuario = usuarioActual(request);
  if (usuario.rol === 'LABORATORIO' && laboratorio !== null && !usuario.laboratorios.includes(laboratorio)) {
    denegarMuestra(request, `laboratorio ${laboratorio} fuera de su alcance`);
  }
}

/** The sample's laboratory is one of the user's (ADMIN: any): who may confirm it or enter its NGS result. */
export function exigirLaboratorioPropio(request: FastifyRequest, laboratorio: string | null, muestraId: number): void {
  const usuario = usuarioActual(request);
  if (usuario.rol === 'ADMIN') return;
  if (usuario.rol !== 'LABORATORIO' || laboratorio === null || !usuario.laboratorios.includes(laboratorio)) {
    denegarMuestra(request, 'laboratorio fuera de su alcance', muestraId);
  }
}
