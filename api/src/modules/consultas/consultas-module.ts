import type { FastifyPluginAsync } from 'fastify';
import { consultaRoutes } from './consulta-routes';

export { COLAS_CONSULTAS, correoConsultasPlugin } from './consulta-correo-plugin';

/** `/leucemia`: data queries on a record and their threads (its mail: consulta-correo-plugin.ts, registered by the app with the job queue). */
export const consultasModule: FastifyPluginAsync = async (app) => {
  await app.register(consultaRoutes);
};
