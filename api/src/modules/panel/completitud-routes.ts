import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tieneFacultad } from '../../platform/alcance/alcance-scope';
import { exigirCentrosEnAlcance, requirePermiso } from '../../platform/alcance/paciente-scope';
import { usuarioActual } from '../../platform/authentication';
import { VARIOS_REGISTROS } from '../../platform/repositorio-auditado';
import { errorResponses } from '../../platform/response-schemas';
import { respuestaCompletitud } from './completitud-panel';
import { recuentosCompletitud } from './completitud-queries';
import { completitudQuerySchema, completitudSchema } from './completitud-schemas';
import { leerFiltrosPanel, pacientesDelPanel } from './filtros-panel';

/** `/leucemiaDescargas/api/panel/completitud`: the essential data and the follow-up per centre and item, in the user's scope, audited. */
export const completitudRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/panel/completitud', {
    onRequest: [requirePermiso('ver')],
    schema: {
      tags: ['panel'],
      summary: 'Datos esenciales completos y seguimiento al día por centro, y pacientes con cada dato esencial pendiente',
      querystring: completitudQuerySchema,
      response: { 200: completitudSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const usuario = usuarioActual(request);
      const filtros = leerFiltrosPanel(request.query);
      exigirCentrosEnAlcance(request, filtros.hospitales);
      const lectura = { accion: 'LISTAR' as const, tabla: 'paciente', registro_id: VARIOS_REGISTROS, consulta: { panel: 'completitud', ...filtros } };
      const recuentos = await request.repositorio.leer(lectura, (db) => recuentosCompletitud(db, pacientesDelPanel(usuario, filtros)));
      return respuestaCompletitud(recuentos, tieneFacultad(usuario, 'ver_recuentos_pequenos') ? 'mostrar' : 'ocultar', new Date());
    },
  });
};
