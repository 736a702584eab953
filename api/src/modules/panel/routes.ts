import type { FastifyPluginAsync } from 'fastify';
import { completarDesenlaces } from '../../db/desenlace-paciente';
import { respuestaRoutes } from './respuesta-routes';
import { supervivenciaRoutes } from './supervivencia-routes';

/**
 * The panel: at start-up fills the outcomes of patients that have none (a database older than the table), before
 * the first request is answered, then registers the routes.
 */
export const panelRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onReady', async () => {
    const calculados = await completarDesenlaces(app.db);
    if (calculados > 0) app.log.info({ pacientes: calculados }, 'Desenlaces de los pacientes calculados para el panel');
  });
  await app.register(supervivenciaRoutes);
  await app.register(respuestaRoutes);
};
