import type { FastifyPluginAsync } from 'fastify';
import { datosInicialesRoutes } from '../etapas/datos-iniciales-routes';
import { etapaRoutes } from '../etapas/etapa-routes';
import { pacienteListadoRoutes } from './paciente-listado-routes';
import { pacienteRegistroRoutes } from './paciente-registro-routes';

/** `/leucemia`: the patient lists and search, each patient's record and its clinical stages. */
export const pacientesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(pacienteListadoRoutes);
  await app.register(pacienteRegistroRoutes);
  await app.register(etapaRoutes);
  await app.register(datosInicialesRoutes);
};
