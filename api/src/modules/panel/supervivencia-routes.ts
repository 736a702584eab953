import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contarEnElPanel, opcionesPanel, type OpcionesRutasPanel } from './panel-routes';
import { supervivenciaQuerySchema, supervivenciaSchema } from './panel-schemas';
import { respuestaSupervivencia } from './supervivencia-rules';
import { agrupacionDe, recuentosSupervivencia } from './supervivencia-queries';

/**
 * `/leucemiaDescargas/api/panel/supervivencia`: what the registry gives back of its outcomes, computed live within the user's scope (§2.3:
 * every centre for ADMIN, COORDINADOR and LECTURA; their centres for CLINICO; nothing for a laboratory or a biobank).
 * Every request is audited as a read of the panel with its filters.
 */
export const supervivenciaRoutes: FastifyPluginAsyncZod<OpcionesRutasPanel> = async (app, { cache }) => {
  app.get('/api/panel/supervivencia', {
    ...opcionesPanel(
      'Curvas de Kaplan–Meier (OS, EFS o RFS) por grupo, con mediana, estimaciones a 1, 2 y 5 años y log-rank',
      supervivenciaQuerySchema,
      supervivenciaSchema,
    ),
    handler: async (request) => {
      const desenlace = request.query.desenlace ?? 'OS';
      const agrupacion = agrupacionDe(request.query.grupo);
      const lectura = { panel: 'supervivencia', tabla: 'desenlace_paciente', opciones: { desenlace, grupo: agrupacion.codigo } };
      const { recuentos, calculadoEn, pequenos } = await contarEnElPanel(request, cache, lectura, (db, pacientes) => recuentosSupervivencia(db, desenlace, agrupacion, pacientes));
      return respuestaSupervivencia(desenlace, agrupacion, recuentos, pequenos, calculadoEn);
    },
  });
};
