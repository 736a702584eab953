import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tieneFacultad } from '../../platform/alcance/alcance-scope';
import { exigirCentrosEnAlcance, requirePermiso } from '../../platform/alcance/paciente-scope';
import { usuarioActual } from '../../platform/authentication';
import { VARIOS_REGISTROS } from '../../platform/repositorio-auditado';
import { errorResponses } from '../../platform/response-schemas';
import { respuestaAcumulacion } from './acumulacion-panel';
import { recuentosAcumulacion } from './acumulacion-queries';
import { acumulacionQuerySchema, acumulacionSchema } from './acumulacion-schemas';
import { leerFiltrosPanel, pacientesDelPanel } from './filtros-panel';

/** `/leucemiaDescargas/api/panel/acumulacion`: registrations, diagnoses, states and samples over time, in the user's scope, audited. */
export const acumulacionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/panel/acumulacion', {
    onRequest: [requirePermiso('ver')],
    schema: {
      tags: ['panel'],
      summary: 'Pacientes registrados por mes y centro, diagnósticos por año, pacientes por estado y muestras por mes y laboratorio',
      querystring: acumulacionQuerySchema,
      response: { 200: acumulacionSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const usuario = usuarioActual(request);
      const filtros = leerFiltrosPanel(request.query);
      exigirCentrosEnAlcance(request, filtros.hospitales);
      const lectura = { accion: 'LISTAR' as const, tabla: 'paciente', registro_id: VARIOS_REGISTROS, consulta: { panel: 'acumulacion', ...filtros } };
      const series = await request.repositorio.leer(lectura, (db) => recuentosAcumulacion(db, pacientesDelPanel(usuario, filtros)));
      return respuestaAcumulacion(series, tieneFacultad(usuario, 'ver_recuentos_pequenos') ? 'mostrar' : 'ocultar', new Date());
    },
  });
};
