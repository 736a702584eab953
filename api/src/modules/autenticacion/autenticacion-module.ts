import type { FastifyPluginAsync } from 'fastify';
import { autenticacionRoutes } from './login-routes';

/** `/leucemiaAutenticacion`: signing in. */
export const autenticacionModule: FastifyPluginAsync = async (app) => {
  await app.register(autenticacionRoutes);
};
