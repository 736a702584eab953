import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { respuestaCompletitud } from './completitud-rules';
import { recuentosCompletitud } from './completitud-queries';
import { completitudQuerySchema, completitudSchema } from './completitud-schemas';
import { contarEnElPanel, opcionesPanel, type OpcionesRutasPanel } from './panel-routes';

/** `/leucemiaDescargas/api/panel/completitud`: the essential data and the follow-up per centre and item, in the user's scope, audited. */
export const completitudRoutes: FastifyPluginAsyncZod<OpcionesRutasPanel> = async (app, { cache }) => {
  app.get('/api/panel/completitud', {
    ...opcionesPanel(
      'Datos esenciales completos y seguimiento al día por centro, y pacientes con cada dato esencial pendiente',
      completitudQuerySchema,
      completitudSchema,
    ),
    handler: async (request) => {
      const { recuentos, calculadoEn, pequenos } = await contarEnElPanel(request, cache, { panel: 'completitud', tabla: 'paciente' }, recuentosCompletitud);
      return respuestaCompletitud(recuentos, pequenos, calculadoEn);
    },
  });
};
