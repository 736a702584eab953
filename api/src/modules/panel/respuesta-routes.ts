import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tieneFacultad } from '../../platform/alcance/alcance-scope';
import { exigirCentrosEnAlcance, requirePermiso } from '../../platform/alcance/paciente-scope';
import { usuarioActual } from '../../platform/authentication';
import { VARIOS_REGISTROS } from '../../platform/repositorio-auditado';
import { errorResponses } from '../../platform/response-schemas';
import { leerFiltrosPanel, pacientesDelPanel } from './filtros-panel';
import { respuestaQuerySchema, respuestaSchema } from './panel-schemas';
import { respuestaIndicadores } from './respuesta-panel';
import { recuentosRespuesta } from './respuesta-queries';
import { agrupacionDe } from './supervivencia-queries';

/** `/leucemiaDescargas/api/panel/respuesta`: first-line response and early death per group, in the user's scope, audited. */
export const respuestaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/panel/respuesta', {
    onRequest: [requirePermiso('ver')],
    schema: {
      tags: ['panel'],
      summary: 'Remisión completa compuesta, refractariedad primaria y mortalidad a 30 y 60 días por grupo, con IC 95 % de Wilson',
      querystring: respuestaQuerySchema,
      response: { 200: respuestaSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const usuario = usuarioActual(request);
      const filtros = leerFiltrosPanel(request.query);
      exigirCentrosEnAlcance(request, filtros.hospitales);
      const agrupacion = agrupacionDe(request.query.grupo);
      const lectura = { accion: 'LISTAR' as const, tabla: 'desenlace_paciente', registro_id: VARIOS_REGISTROS, consulta: { panel: 'respuesta', grupo: agrupacion.codigo, ...filtros } };
      const recuentos = await request.repositorio.leer(lectura, (db) => recuentosRespuesta(db, agrupacion, pacientesDelPanel(usuario, filtros)));
      return respuestaIndicadores(agrupacion, recuentos, tieneFacultad(usuario, 'ver_recuentos_pequenos') ? 'mostrar' : 'ocultar', new Date());
    },
  });
};
