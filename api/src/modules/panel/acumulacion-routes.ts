import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { respuestaAcumulacion } from './acumulacion-rules';
import { recuentosAcumulacion } from './acumulacion-queries';
import { acumulacionQuerySchema, acumulacionSchema } from './acumulacion-schemas';
import { contarEnElPanel, opcionesPanel, type OpcionesRutasPanel } from './panel-routes';

/** `/leucemiaDescargas/api/panel/acumulacion`: registrations, diagnoses, states and samples over time, in the user's scope, audited. */
export const acumulacionRoutes: FastifyPluginAsyncZod<OpcionesRutasPanel> = async (app, { cache }) => {
  app.get('/api/panel/acumulacion', {
    ...opcionesPanel(
      'Pacientes registrados por mes y centro, diagnósticos por año, pacientes por estado y muestras por mes y laboratorio',
      acumulacionQuerySchema,
      acumulacionSchema,
    ),
    handler: async (request) => {
      const { recuentos, calculadoEn, pequenos } = await contarEnElPanel(request, cache, { panel: 'acumulacion', tabla: 'paciente' }, recuentosAcumulacion);
      return respuestaAcumulacion(recuentos, pequenos, calculadoEn);
    },
  });
};
