import type { FastifyPluginAsync } from 'fastify';
import { calidadRoutes } from './calidad-routes';

/** `/leucemia`: the data-quality worklist. */
export const calidadModule: FastifyPluginAsync = async (app) => {
  await app.register(calidadRoutes);
};
