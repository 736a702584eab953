import type { FastifyPluginAsync } from 'fastify';
import { hospitalesRoutes } from './hospital-routes';

/** `/leucemiaHospitales`: the centres. */
export const hospitalesModule: FastifyPluginAsync = async (app) => {
  await app.register(hospitalesRoutes);
};
