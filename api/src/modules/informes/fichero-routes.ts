import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/api-errors';
import { usuarioActual } from '../../platform/authentication-plugin';
import { idParamsSchema } from '../../platform/request-schemas';
import { errorResponses } from '../../platform/response-schemas';
import { enviarFichero } from '../../platform/subidas/descarga-fichero-serializer';
import { informeAlcanzable, muestraDeInformeVisible, requireDescargaInforme } from '../../platform/alcance/informe-scope';
import { cargarInforme } from './informe-queries';

/**
 * `GET /leucemia/api/ficheros/{id}`: a report's file, by the report's id. Scope checked on its sample, sent as an
 * attachment that no cache keeps, and audited as a `VER` of the report. A withdrawn report's file (it may belong to
 * another patient) only reaches an ADMIN.
 */
export const ficheroRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/ficheros/:id', {
    onRequest: [requireDescargaInforme],
    config: { accion: 'identificable' },
    schema: {
      tags: ['informes'],
      summary: 'Descarga el PDF de un informe (adjunto, sin caché; queda en la auditoría)',
      params: idParamsSchema,
      response: errorResponses(400, 401, 403, 404),
    },
    handler: async (request, reply) => {
      const informe = await cargarInforme(app.db, request.params.id);
      if (informe === undefined || !informeAlcanzable(usuarioActual(request), informe)) throw notFound();
      const muestra = await muestraDeInformeVisible(app.db, request, informe.muestra_id);
      await request.repositorio.leer({ accion: 'VER', tabla: 'informe', registro_id: informe.informe_id, paciente_id: muestra.paciente_id }, async () => informe);
      return enviarFichero(reply, app.almacen, informe);
    },
  });
};
