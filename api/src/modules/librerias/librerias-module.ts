import type { FastifyPluginAsync } from 'fastify';
import { libreriaRoutes } from './libreria-routes';

/** `/leucemiaLibrerias`: the document library and the generated documents. */
export const libreriasModule: FastifyPluginAsync = async (app) => {
  await app.register(libreriaRoutes);
};
