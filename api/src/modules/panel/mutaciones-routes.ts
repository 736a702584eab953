import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { respuestaMutaciones } from './mutaciones-rules';
import { recuentosMutaciones } from './mutaciones-queries';
import { mutacionesQuerySchema, mutacionesSchema } from './mutaciones-schemas';
import { contarEnElPanel, opcionesPanel, type OpcionesRutasPanel } from './panel-routes';

/** `/leucemiaDescargas/api/panel/mutaciones`: the mutation landscape of the NGS results, in the user's scope, audited. */
export const mutacionesRoutes: FastifyPluginAsyncZod<OpcionesRutasPanel> = async (app, { cache }) => {
  app.get('/api/panel/mutaciones', {
    ...opcionesPanel('Frecuencia por gen, OncoPrint, coocurrencia y exclusión mutua (Fisher) y VAF de las variantes NGS', mutacionesQuerySchema, mutacionesSchema),
    handler: async (request) => {
      const incluyeVus = request.query.vus === 'SI';
      const { recuentos, calculadoEn, pequenos } = await contarEnElPanel(request, cache, { panel: 'mutaciones', tabla: 'ngs_variante', opciones: { vus: incluyeVus } }, (db, pacientes) =>
        recuentosMutaciones(db, pacientes, incluyeVus),
      );
      return respuestaMutaciones(recuentos, incluyeVus, pequenos, calculadoEn);
    },
  });
};
