import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tieneFacultad } from '../../platform/alcance/alcance-scope';
import { exigirCentrosEnAlcance, requirePermiso } from '../../platform/alcance/paciente-scope';
import { usuarioActual } from '../../platform/authentication';
import { VARIOS_REGISTROS } from '../../platform/repositorio-auditado';
import { errorResponses } from '../../platform/response-schemas';
import { leerFiltrosPanel, pacientesDelPanel } from './filtros-panel';
import { supervivenciaQuerySchema, supervivenciaSchema } from './panel-schemas';
import { respuestaSupervivencia } from './supervivencia-panel';
import { agrupacionDe, recuentosSupervivencia } from './supervivencia-queries';

const TAGS = ['panel'];

/**
 * `/leucemiaDescargas/api/panel/supervivencia`: what the registry gives back of its outcomes, computed live within the user's scope (§2.3:
 * every centre for ADMIN, COORDINADOR and LECTURA; their centres for CLINICO; nothing for a laboratory or a biobank).
 * Every request is audited as a read of the panel with its filters.
 */
export const supervivenciaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/panel/supervivencia', {
    onRequest: [requirePermiso('ver')],
    schema: {
      tags: TAGS,
      summary: 'Curvas de Kaplan–Meier (OS, EFS o RFS) por grupo, con mediana, estimaciones a 1, 2 y 5 años y log-rank',
      querystring: supervivenciaQuerySchema,
      response: { 200: supervivenciaSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const usuario = usuarioActual(request);
      const desenlace = request.query.desenlace ?? 'OS';
      const { grupo } = request.query;
      const filtros = leerFiltrosPanel(request.query);
      exigirCentrosEnAlcance(request, filtros.hospitales);
      const agrupacion = agrupacionDe(grupo);
      const lectura = { accion: 'LISTAR' as const, tabla: 'desenlace_paciente', registro_id: VARIOS_REGISTROS, consulta: { panel: 'supervivencia', desenlace, grupo: agrupacion.codigo, ...filtros } };
      const recuentos = await request.repositorio.leer(lectura, (db) => recuentosSupervivencia(db, desenlace, agrupacion, pacientesDelPanel(usuario, filtros)));
      return respuestaSupervivencia(desenlace, agrupacion, recuentos, tieneFacultad(usuario, 'ver_recuentos_pequenos') ? 'mostrar' : 'ocultar', new Date());
    },
  });
};
