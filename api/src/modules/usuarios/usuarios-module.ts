import type { FastifyPluginAsync } from 'fastify';
import { usuarioAdminRoutes } from './usuario-admin-routes';
import { usuarioTokenRoutes } from './usuario-token-routes';

export { asegurarPrimerAdministrador } from './primer-administrador-commands';

/** `/leucemiaUsuarios`: user administration (its session routes: sesiones/sesion-routes.ts). */
export const usuariosModule: FastifyPluginAsync = async (app) => {
  await app.register(usuarioTokenRoutes);
  await app.register(usuarioAdminRoutes);
};
