import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RecuentoMuestras } from '@registro-lma/shared/domain';
import { usuarioActual } from '../../platform/authentication-plugin';
import { VARIOS_REGISTROS, type Lectura } from '../../platform/auditoria-repository';
import { errorResponses } from '../../platform/response-schemas';
import { exigirFiltroLaboratorio, muestrasVisibles, requirePermisoMuestra } from '../../platform/alcance/muestra-scope';
import { recontarMuestras } from './muestra-queries';
import { muestraRecuentoQuerySchema, recuentoMuestrasSchema } from './muestra-schemas';

/**
 * `GET /leucemia/api/muestras/recuento`: how many samples of the caller's scope are in each state (the laboratory
 * worklist's tabs), with the list's filters and its scope (platform/alcance/muestra-scope.ts), audited as the list is.
 */
export const muestraRecuentoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/muestras/recuento', {
    onRequest: [requirePermisoMuestra('ver')],
    schema: {
      tags: ['muestras'],
      summary: 'Número de muestras del alcance del usuario en cada estado, con los filtros de la lista (laboratorio, UPN, tipo)',
      querystring: muestraRecuentoQuerySchema,
      response: { 200: recuentoMuestrasSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      exigirFiltroLaboratorio(request, request.query.laboratorio);
      const alcance = muestrasVisibles(usuarioActual(request));
      const recuento = (resultado: RecuentoMuestras): Lectura[] => [
        { accion: 'LISTAR', tabla: 'muestra', registro_id: VARIOS_REGISTROS, consulta: { ...request.query, recuento: true, total: resultado.total } },
      ];
      return request.repositorio.leer(recuento, (db) => recontarMuestras(db, request.query, alcance));
    },
  });
};
