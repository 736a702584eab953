import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES_AUDITORIA } from '@registro-lma/shared/domain';
import { enviarCsv } from '../../platform/adjunto-csv';
import { usuarioActual } from '../../platform/authentication-plugin';
import { requireRol } from '../../platform/require-rol-policy';
import { lecturaDeListado, VARIOS_REGISTROS } from '../../platform/auditoria-repository';
import { errorResponses } from '../../platform/response-schemas';
import { csvAuditoria } from './auditoria-csv';
import { filasParaExportar, listarAuditoria } from './auditoria-queries';
import {
  auditoriaCsvSchema,
  auditoriaExportQuerySchema,
  auditoriaListadoQuerySchema,
  auditoriaListadoSchema,
  tablaAuditoriaSchema,
} from './auditoria-schemas';
import { tablasAuditadas } from './tablas-auditoria-queries';

const TAGS = ['auditoría'];
const TABLA_AUDITORIA = 'auditoria';

/** `/leucemiaLogs/api/auditoria`: who viewed or changed what (data-dictionary §0.4), for ADMIN and COORDINADOR. */
export const auditoriaRoutes: FastifyPluginAsyncZod = async (app) => {
  const acceso = [requireRol(...ROLES_AUDITORIA)];

  app.get('/api/auditoria', {
    onRequest: acceso,
    schema: {
      tags: TAGS,
      summary: 'Registro de auditoría paginado (más recientes primero); COORDINADOR: solo el de sus centros',
      querystring: auditoriaListadoQuerySchema,
      response: { 200: auditoriaListadoSchema, ...errorResponses(400, 401, 403) },
    },
    // Reading who did what is itself an access to the trail: audited like any other list.
    handler: async (request) =>
      request.repositorio.leer(lecturaDeListado(TABLA_AUDITORIA, request.query), (db) => listarAuditoria(db, request.query, usuarioActual(request))),
  });

  app.get('/api/auditoria/exportar', {
    onRequest: acceso,
    config: { accion: 'identificable' },
    schema: {
      tags: TAGS,
      summary: 'Exporta en CSV el registro de auditoría filtrado (mismos filtros y alcance que la lista, sin paginar)',
      querystring: auditoriaExportQuerySchema,
      produces: ['text/csv'],
      response: { 200: auditoriaCsvSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      // The rows are streamed after this: the audit row records the export and its filters before the first leaves.
      const exportacion = { accion: 'LISTAR', tabla: TABLA_AUDITORIA, registro_id: VARIOS_REGISTROS, consulta: { ...request.query, formato: 'csv' } } as const;
      await request.repositorio.leer(exportacion, async () => undefined);
      const filas = filasParaExportar(app.db, request.query, usuarioActual(request));
      return enviarCsv(reply, 'auditoria', csvAuditoria(filas));
    },
  });

  app.get('/api/auditoria/tablas', {
    onRequest: acceso,
    schema: {
      tags: TAGS,
      summary: 'Tablas con registros de auditoría, para el filtro',
      response: { 200: z.array(tablaAuditoriaSchema), ...errorResponses(401, 403) },
    },
    handler: async () => tablasAuditadas(app.db),
  });
};
