import type { FastifyPluginAsync } from 'fastify';
import { bitacoraRoutes } from './bitacora-routes';

/** `/leucemiaLogs`: the front end's log of errors and events. */
export const bitacoraModule: FastifyPluginAsync = async (app) => {
  await app.register(bitacoraRoutes);
};
