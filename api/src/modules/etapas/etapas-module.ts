import type { FastifyPluginAsync } from 'fastify';
import { datosInicialesRoutes } from './datos-iniciales-routes';
import { etapaRoutes } from './etapa-routes';

/** `/leucemia`: each patient's clinical stages and the initial data of its record. */
export const etapasModule: FastifyPluginAsync = async (app) => {
  await app.register(etapaRoutes);
  await app.register(datosInicialesRoutes);
};
