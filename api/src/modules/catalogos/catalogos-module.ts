import type { FastifyPluginAsync } from 'fastify';
import { catalogosRoutes } from './catalogo-routes';

/** `/leucemiaLibrerias`: the catalogues and their administration. */
export const catalogosModule: FastifyPluginAsync = async (app) => {
  await app.register(catalogosRoutes);
};
