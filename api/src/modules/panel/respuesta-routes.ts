import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contarEnElPanel, opcionesPanel, type OpcionesRutasPanel } from './panel-routes';
import { respuestaQuerySchema, respuestaSchema } from './panel-schemas';
import { respuestaIndicadores } from './respuesta-rules';
import { recuentosRespuesta } from './respuesta-queries';
import { agrupacionDe } from './supervivencia-queries';

/** `/leucemiaDescargas/api/panel/respuesta`: first-line response and early death per group, in the user's scope, audited. */
export const respuestaRoutes: FastifyPluginAsyncZod<OpcionesRutasPanel> = async (app, { cache }) => {
  app.get('/api/panel/respuesta', {
    ...opcionesPanel(
      'Remisión completa compuesta, EMR negativa, refractariedad primaria y mortalidad a 30 y 60 días por grupo, con IC 95 % de Wilson',
      respuestaQuerySchema,
      respuestaSchema,
    ),
    handler: async (request) => {
      const agrupacion = agrupacionDe(request.query.grupo);
      const { recuentos, calculadoEn, pequenos } = await contarEnElPanel(request, cache, { panel: 'respuesta', tabla: 'desenlace_paciente', opciones: { grupo: agrupacion.codigo } }, (db, pacientes) =>
        recuentosRespuesta(db, agrupacion, pacientes),
      );
      return respuestaIndicadores(agrupacion, recuentos, pequenos, calculadoEn);
    },
  });
};
