import type { FastifyPluginAsync } from 'fastify';
import { ficheroRoutes } from './fichero-routes';
import { informeRoutes } from './informe-routes';

/** `/leucemia`: a sample's laboratory reports and their files. */
export const informesModule: FastifyPluginAsync = async (app) => {
  await app.register(informeRoutes);
  await app.register(ficheroRoutes);
};
