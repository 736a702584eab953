import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { sentenciaDe } from '../../db/filas';
import { tieneFacultad } from '../../platform/alcance/alcance-scope';
import { exigirCentrosEnAlcance, requirePermiso } from '../../platform/alcance/paciente-scope';
import { usuarioActual } from '../../platform/authentication-plugin';
import { VARIOS_REGISTROS } from '../../platform/auditoria-repository';
import { errorResponses } from '../../platform/response-schemas';
import type { PanelCache } from './panel-cache';
import { leerFiltrosPanel, pacientesDelPanel } from './panel-filters';
import type { Pequenos } from './supervivencia-rules';

/** The answer as it is: its type is its schema's, checked when compiled (see opcionesPanel). */
const comoJson = () => (datos: unknown) => JSON.stringify(datos);

/**
 * A panel answer's route options: any role that reads clinical data in its scope (§2.3), documented in OpenAPI. The
 * answer's schema documents it and types the handler; it is not checked again at run time, where walking a curve of
 * thousands of points through zod took longer than computing it.
 */
export function opcionesPanel<const Q, const R>(summary: string, querystring: Q, respuesta: R) {
  return {
    onRequest: [requirePermiso('ver')],
    schema: { tags: ['panel'], summary, querystring, response: { 200: respuesta, ...errorResponses(400, 401, 403) } },
    serializerCompiler: comoJson,
  };
}

/** What the audit row of a panel answer names: the panel, the table it counts, and its options besides the filters. */
export interface LecturaPanel {
  panel: string;
  tabla: string;
  opciones?: Readonly<Record<string, unknown>>;
}

/** What every panel's routes are registered with: the counts shared between its users. */
export interface OpcionesRutasPanel {
  cache: PanelCache;
}

/**
 * What every panel answer does: the shared filters read and held to the user's centres, the patients they select
 * counted by `contar` in a read audited with them (the counts of the same question, the same patients by the same SQL,
 * shared from `cache` while the data has not changed), when they were read, and whether small numbers may be shown.
 */
export async function contarEnElPanel<T>(
  request: FastifyRequest,
  cache: PanelCache,
  { panel, tabla, opciones }: LecturaPanel,
  contar: (db: Database, pacientes: SQL) => Promise<T>,
): Promise<{ recuentos: T; calculadoEn: Date; pequenos: Pequenos }> {
  const usuario = usuarioActual(request);
  const filtros = leerFiltrosPanel(request.query as Record<string, unknown>);
  exigirCentrosEnAlcance(request, filtros.hospitales);
  const lectura = { accion: 'LISTAR' as const, tabla, registro_id: VARIOS_REGISTROS, consulta: { panel, ...opciones, ...filtros } };
  const pacientes = pacientesDelPanel(usuario, filtros);
  const { sql, params } = sentenciaDe(pacientes);
  const clave = JSON.stringify([panel, opciones ?? null, sql, params]);
  const { recuentos, calculadoEn } = await request.repositorio.leer(lectura, (db) => cache.recordar(clave, () => contar(db, pacientes)));
  return { recuentos, calculadoEn, pequenos: tieneFacultad(usuario, 'ver_recuentos_pequenos') ? 'mostrar' : 'ocultar' };
}
