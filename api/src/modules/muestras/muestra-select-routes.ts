import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { filasActivas } from '@registro-lma/shared/domain';
import { leerCatalogosVigentes } from '../../db/catalogos-vigentes';
import { errorResponses } from '../../platform/response-schemas';
import { filaCatalogoSchema } from '../pacientes/paciente-schemas';
import { requirePermisoMuestra } from '../../platform/alcance/muestra-scope';
import { LISTAS_SELECT_MUESTRA, listaSelectParamsSchema, listasSelectMuestra } from './muestra-schemas';

/** `/leucemia/api/muestras/select/{lista}`: the options of the sample forms (catalogues, the ⚙ ones as in force; no records). */
export const muestraSelectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/muestras/select/:lista', {
    onRequest: [requirePermisoMuestra('ver')],
    schema: {
      tags: ['muestras'],
      summary: `Opciones de los formularios de muestra: ${LISTAS_SELECT_MUESTRA.join(', ')}`,
      params: listaSelectParamsSchema,
      response: { 200: z.array(filaCatalogoSchema), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) =>
      filasActivas(listasSelectMuestra(await leerCatalogosVigentes(app.db))[request.params.lista] ?? []).map(({ codigo, etiqueta, orden, activo }) => ({ codigo, etiqueta, orden, activo })),
  });
};
