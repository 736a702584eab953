import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { respuestaAcumulacion } from './acumulacion-rules';
import { recuentosAcumulacion } from './acumulacion-queries';
import { acumulacionQuerySchema, acumulacionSchema } from './acumulacion-schemas';
import { contarEnElPanel, opcionesPanel } from './panel-routes';

/** `/leucemiaDescargas/api/panel/acumulacion`: registrations, diagnoses, states and samples over time, in the user's scope, audited. */
export const acumulacionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/panel/acumulacion', {
    ...opcionesPanel(
      'Pacientes registrados por mes y centro, diagnósticos por año, pacientes por estado y muestras por mes y laboratorio',
      acumulacionQuerySchema,
      acumulacionSchema,
    ),
    handler: async (request) => {
      const { recuentos, pequenos } = await contarEnElPanel(request, { panel: 'acumulacion', tabla: 'paciente' }, recuentosAcumulacion);
      return respuestaAcumulacion(recuentos, pequenos, new Date());
    },
  });
};
