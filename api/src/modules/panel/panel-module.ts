import type { FastifyPluginAsync } from 'fastify';
import { completarDerivados } from '../../db/desenlace-paciente';
import { recordarRecuentosPanel } from './panel-cache';
import { acumulacionRoutes } from './acumulacion-routes';
import { completitudRoutes } from './completitud-routes';
import { mutacionesRoutes } from './mutaciones-routes';
import { respuestaRoutes } from './respuesta-routes';
import { supervivenciaRoutes } from './supervivencia-routes';

/**
 * The panel: after start-up, fills in the background the outcomes of patients that have none (a database older than
 * the table: minutes for 100 000 patients, during which the API answers and the panel counts those already computed),
 * then registers the routes, which share the counts of a question until the data changes (panel-cache.ts).
 */
export const panelModule: FastifyPluginAsync = async (app) => {
  let relleno: Promise<void> = Promise.resolve();
  const parada = new AbortController();
  app.addHook('onReady', async () => {
    relleno = completarDerivados(app.db, parada.signal).then(
      (calculados) => {
        if (calculados > 0) app.log.info({ pacientes: calculados }, 'Desenlaces de los pacientes calculados para el panel');
      },
      (error: unknown) => app.log.error({ err: error }, 'No se pudieron calcular los desenlaces pendientes del panel'),
    );
  });
  // Closing stops the fill after the batch under way rather than cutting it off from its database.
  app.addHook('onClose', () => {
    parada.abort();
    return relleno;
  });
  const cache = await recordarRecuentosPanel(app.avisos);
  app.addHook('onClose', () => cache.detener());
  for (const rutas of [supervivenciaRoutes, respuestaRoutes, acumulacionRoutes, completitudRoutes, mutacionesRoutes]) await app.register(rutas, { cache });
};
