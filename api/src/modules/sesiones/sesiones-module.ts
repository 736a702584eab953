import type { FastifyPluginAsync } from 'fastify';
import { sesionRoutes } from './sesion-routes';

export { cargarAutenticacion } from './sesion-queries';

/** `/leucemiaUsuarios`: sessions (renewal, sign-out, one's own password). */
export const sesionesModule: FastifyPluginAsync = async (app) => {
  await app.register(sesionRoutes);
};
