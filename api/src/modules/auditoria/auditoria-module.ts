import type { FastifyPluginAsync } from 'fastify';
import { auditoriaRoutes } from './auditoria-routes';

/** `/leucemiaLogs`: the audit trail, its search and its export. */
export const auditoriaModule: FastifyPluginAsync = async (app) => {
  await app.register(auditoriaRoutes);
};
