import type { FastifyPluginAsync } from 'fastify';
import { usuarioAdminRoutes } from './usuario-admin-routes';
import { usuarioTokenRoutes } from './usuario-token-routes';

/** `/leucemiaUsuarios`: session token routes and user administration. */
export const usuariosRoutes: FastifyPluginAsync = async (app) => {
  await app.register(usuarioTokenRoutes);
  await app.register(usuarioAdminRoutes);
};
