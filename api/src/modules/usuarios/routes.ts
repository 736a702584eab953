import type { FastifyPluginAsync } from 'fastify';
import { sesionRoutes } from '../sesiones/sesion-routes';
import { usuarioAdminRoutes } from './usuario-admin-routes';
import { usuarioTokenRoutes } from './usuario-token-routes';

/** `/leucemiaUsuarios`: session routes and user administration. */
export const usuariosRoutes: FastifyPluginAsync = async (app) => {
  await app.register(usuarioTokenRoutes);
  await app.register(sesionRoutes);
  await app.register(usuarioAdminRoutes);
};
