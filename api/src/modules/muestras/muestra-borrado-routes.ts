import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildZodSchema, CAMPO_MOTIVO, CAMPO_VERSION } from '@registro-lma/shared/domain';
import { usuarioActual } from '../../platform/authentication-plugin';
import { idParamsSchema } from '../../platform/request-schemas';
import { errorResponses } from '../../platform/response-schemas';
import { exigirAutoriaParaEliminar, muestraEnAlcance, requirePermisoMuestra } from '../../platform/alcance/muestra-scope';
import { eliminarMuestra } from './muestra-borrado-commands';

const eliminacionMuestraSchema = buildZodSchema([CAMPO_VERSION, CAMPO_MOTIVO]);

/**
 * `DELETE /leucemia/api/muestras/{id}`: the logical deletion of a sample registered by mistake, with the version read
 * and a reason. Who registers samples (ADMIN; a CLINICO of the patient's centre, the samples it registered), and only before it
 * leaves the centre.
 */
export const muestraBorradoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete('/api/muestras/:id', {
    onRequest: [requirePermisoMuestra('registrar')],
    schema: {
      tags: ['muestras'],
      summary: 'Eliminación lógica con motivo de una muestra aún no enviada (REGISTRADA o ANULADA): quien registra muestras del centro, o un ADMIN',
      params: idParamsSchema,
      body: eliminacionMuestraSchema,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const actual = await muestraEnAlcance(app.db, request, request.params.id, 'registrar');
      exigirAutoriaParaEliminar(request, actual);
      const autor = usuarioActual(request);
      await request.repositorio.escribir((tx, auditar) => eliminarMuestra(tx, actual, request.body, autor, auditar));
      return reply.code(204).send(null);
    },
  });
};
