import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MuestraNgs } from '@registro-lma/shared/domain';
import { muestra } from '../../db/schema';
import { notFound } from '../../platform/api-errors';
import { usuarioActual } from '../../platform/authentication-plugin';
import { VARIOS_REGISTROS, type Lectura } from '../../platform/auditoria-repository';
import { idParamsSchema } from '../../platform/request-schemas';
import { errorResponses } from '../../platform/response-schemas';
import { exigirLaboratorioPropio, muestraEnAlcance, muestrasVisibles, pacienteDeMuestras, requirePermisoMuestra } from '../../platform/alcance/muestra-scope';
import { guardarMuestraNgs } from './muestra-ngs-commands';
import { resultadosNgs } from './muestra-ngs-queries';
import { guardadoNgsSchema, muestraNgsSchema } from './muestra-schemas';

const TAGS = ['muestras'];

/**
 * `/leucemia/api/pacientes/{id}/muestra-ngs` (spec §7, data-dictionary §5.4): the NGS results of a patient's samples,
 * each with its variants; the destination laboratory (or ADMIN) enters or corrects the result of one sample.
 */
export const muestraNgsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/pacientes/:id/muestra-ngs', {
    onRequest: [requirePermisoMuestra('ver_ngs')],
    schema: {
      tags: TAGS,
      summary: 'Resultados NGS (con variantes) de las muestras del paciente que el usuario puede ver',
      params: idParamsSchema,
      response: { 200: z.array(muestraNgsSchema), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { id } = request.params;
      const usuario = usuarioActual(request);
      await pacienteDeMuestras(app.db, request, id);
      const listado = (resultados: readonly MuestraNgs[]): Lectura[] => [
        { accion: 'LISTAR', tabla: 'muestra_ngs', registro_id: VARIOS_REGISTROS, paciente_id: id, consulta: { paciente_id: id, devueltos: resultados.length } },
      ];
      return request.repositorio.leer(listado, (db) => resultadosNgs(db, and(eq(muestra.paciente_id, id), muestrasVisibles(usuario))));
    },
  });

  app.put('/api/pacientes/:id/muestra-ngs', {
    onRequest: [requirePermisoMuestra('editar_ngs')],
    schema: {
      tags: TAGS,
      summary: 'Registra (sin versión) o modifica (con la versión leída) el resultado NGS de una muestra recibida del paciente',
      params: idParamsSchema,
      body: guardadoNgsSchema,
      response: { 200: muestraNgsSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const actual = await muestraEnAlcance(app.db, request, request.body.muestra_id, 'editar_ngs');
      if (actual.paciente_id !== request.params.id) throw notFound();
      exigirLaboratorioPropio(request, actual.laboratorio_destino, actual.muestra_id);
      const autor = usuarioActual(request);
      return request.repositorio.escribir((tx, auditar) => guardarMuestraNgs(tx, actual, request.body, autor, auditar));
    },
  });
};
