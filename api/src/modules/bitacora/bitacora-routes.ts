import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bitacoraEntradaSchema } from '@registro-lma/shared/domain';
import { requireFacultad } from '../../platform/alcance/alcance-scope';
import { BEARER_SECURITY } from '../../platform/docs-plugin';
import { errorResponses } from '../../platform/response-schemas';
import { listarBitacora, registrarBitacora } from './bitacora-queries';
import { registrarBitacoraSinSesion } from './bitacora-sin-sesion-limiter';
import {
  BITACORA_BODY_LIMIT,
  bitacoraListadoQuerySchema,
  bitacoraListadoSchema,
  bitacoraRegistradaSchema,
} from './bitacora-schemas';

const TAGS = ['bitácora'];

/** `/leucemiaLogs`: the client error log (spec §8). */
export const bitacoraRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/appBitacora', {
    bodyLimit: BITACORA_BODY_LIMIT,
    config: { accion: 'propia', sesion: 'publica', rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      tags: TAGS,
      summary: 'Registra un fallo del cliente (token opcional; 64 KB y 60 por minuto por dirección; sin sesión, petición y respuesta recortadas y un cupo común por minuto)',
      security: [{}, ...BEARER_SECURITY],
      body: bitacoraEntradaSchema,
      response: { 201: bitacoraRegistradaSchema, ...errorResponses(400, 413, 429) },
    },
    handler: async (request, reply) => {
      const autor = await app.usuarioDelToken(request);
      const bitacora_id =
        autor === null ? await registrarBitacoraSinSesion(app.db, request.body) : await registrarBitacora(app.db, request.body, autor);
      return reply.code(201).send({ bitacora_id });
    },
  });

  app.get('/api/appBitacora', {
    onRequest: [requireFacultad('administrar')],
    schema: {
      tags: TAGS,
      summary: 'Lista paginada de la bitácora (más recientes primero)',
      querystring: bitacoraListadoQuerySchema,
      response: { 200: bitacoraListadoSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => listarBitacora(app.db, request.query),
  });
};
