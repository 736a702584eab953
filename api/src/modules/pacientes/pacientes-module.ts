import type { FastifyPluginAsync } from 'fastify';
import { pacienteListadoRoutes } from './paciente-listado-routes';
import { pacienteRegistroRoutes } from './paciente-registro-routes';

/** `/leucemia`: the patient lists and search, and each patient's record (its stages: etapas/etapas-module.ts). */
export const pacientesModule: FastifyPluginAsync = async (app) => {
  await app.register(pacienteListadoRoutes);
  await app.register(pacienteRegistroRoutes);
};
