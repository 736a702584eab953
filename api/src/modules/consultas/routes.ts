import type { FastifyPluginAsync } from 'fastify';
import { consultaRoutes } from './consulta-routes';

/** `/leucemia`: the data-quality loop (queries between monitor and centre). */
export const consultasRoutes: FastifyPluginAsync = async (app) => {
  await app.register(consultaRoutes);
};
