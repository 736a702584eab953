import { CODE_LENGTH } from '../../db/columns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildZodSchema, defineField } from '@registro-lma/shared/domain';
import { notFound } from '../../platform/api-errors';
import { errorResponses } from '../../platform/response-schemas';
import { documentoGeneradoRoutes } from './documento-generado-routes';
import { documentoReferenciaRoutes } from './documento-referencia-routes';
import { responderSiNoCambia } from './etag-handler';
import { catalogoPublicado, indiceLibreria } from './libreria-catalogos-queries';

const TAGS = ['librerias'];

const filaSchema = z.looseObject({ codigo: z.string(), etiqueta: z.string(), orden: z.number().int(), activo: z.boolean() });

const indiceSchema = z
  .object({
    version: z.string(),
    catalogos: z.array(z.object({ id: z.string(), configurable: z.boolean(), filas: z.number().int() })),
  })
  .meta({ id: 'IndiceLibreria' });

const catalogoSchema = z
  .object({ catalogo: z.string(), version: z.string(), filas: z.array(filaSchema) })
  .meta({ id: 'CatalogoLibreria' });

const catalogoParamsSchema = buildZodSchema([
  defineField({ kind: 'text', name: 'catalogo', label: 'Catálogo', required: 'siempre', max: CODE_LENGTH }),
]);

/**
 * `/leucemiaLibrerias`: the catalogues of the registry for the screens, cached by ETag (304 when unchanged), and the
 * reference documents the screens link to, uploaded or generated from the registry's definitions.
 */
export const libreriaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(documentoReferenciaRoutes);
  await app.register(documentoGeneradoRoutes);

  app.get('/api/library', {
    schema: {
      tags: TAGS,
      summary: 'Índice de catálogos con la versión de la librería',
      response: { 200: indiceSchema, ...errorResponses(401) },
    },
    handler: async (request, reply) => {
      const indice = await indiceLibreria(app.db);
      if (responderSiNoCambia(request, reply, indice.version, 'configurable')) return reply;
      return indice;
    },
  });

  app.get('/api/library/:catalogo', {
    schema: {
      tags: TAGS,
      summary: 'Filas de un catálogo con su versión (ETag; 304 si no ha cambiado)',
      params: catalogoParamsSchema,
      response: { 200: catalogoSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request, reply) => {
      const catalogo = await catalogoPublicado(app.db, request.params.catalogo);
      if (catalogo === undefined) throw notFound();
      if (responderSiNoCambia(request, reply, catalogo.version, catalogo.configurable ? 'configurable' : 'version')) return reply;
      return { catalogo: catalogo.catalogo, version: catalogo.version, filas: [...catalogo.filas] };
    },
  });
};
