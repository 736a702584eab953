import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tieneFacultad } from '../../platform/alcance/alcance-scope';
import { exigirCentrosEnAlcance, requirePermiso } from '../../platform/alcance/paciente-scope';
import { usuarioActual } from '../../platform/authentication';
import { VARIOS_REGISTROS } from '../../platform/repositorio-auditado';
import { errorResponses } from '../../platform/response-schemas';
import { respuestaMutaciones } from './mutaciones-panel';
import { perfilesMutaciones } from './mutaciones-queries';
import { mutacionesQuerySchema, mutacionesSchema } from './mutaciones-schemas';
import { leerFiltrosPanel, pacientesDelPanel } from './filtros-panel';

/** `/leucemiaDescargas/api/panel/mutaciones`: the mutation landscape of the NGS results, in the user's scope, audited. */
export const mutacionesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/panel/mutaciones', {
    onRequest: [requirePermiso('ver')],
    schema: {
      tags: ['panel'],
      summary: 'Frecuencia por gen, OncoPrint, coocurrencia y exclusión mutua (Fisher) y VAF de las variantes NGS',
      querystring: mutacionesQuerySchema,
      response: { 200: mutacionesSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const usuario = usuarioActual(request);
      const filtros = leerFiltrosPanel(request.query);
      exigirCentrosEnAlcance(request, filtros.hospitales);
      const incluyeVus = request.query.vus === 'SI';
      const lectura = { accion: 'LISTAR' as const, tabla: 'ngs_variante', registro_id: VARIOS_REGISTROS, consulta: { panel: 'mutaciones', vus: incluyeVus, ...filtros } };
      const perfiles = await request.repositorio.leer(lectura, (db) => perfilesMutaciones(db, pacientesDelPanel(usuario, filtros), incluyeVus));
      return respuestaMutaciones(perfiles, incluyeVus, tieneFacultad(usuario, 'ver_recuentos_pequenos') ? 'mostrar' : 'ocultar', new Date());
    },
  });
};
