import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { puedeVerInactivos } from '../../platform/alcance/alcance-scope';
import { notFound } from '../../platform/api-errors';
import { usuarioActual } from '../../platform/authentication-plugin';
import { soloAdmin } from '../../platform/listado-admin-routes';
import { errorResponses } from '../../platform/response-schemas';
import type { Database } from '../../db/database';
import { cambiarActividad, crearFila, eliminarFila, modificarFila, ordenarCatalogo } from './catalogo-commands';
import { cargarCatalogo, catalogoExiste, resumenCatalogos } from './catalogo-queries';
import {
  catalogoAdminSchema,
  catalogoParamsSchema,
  filaCatalogoAdminSchema,
  filaEntradaSchema,
  filaParamsSchema,
  ordenSchema,
  resumenCatalogosSchema,
  versionSchema,
} from './catalogo-schemas';

const TAGS = ['catalogos'];

async function exigirCatalogo(db: Database, catalogo: string): Promise<void> {
  if (!(await catalogoExiste(db, catalogo))) throw notFound();
}

/**
 * `/leucemiaLibrerias/api/catalogos`: the ⚙ catalogues (catalogues.md §0) — laboratories, biolabs, funding, trials
 * with their moments, LMA-FLOW risks. Everyone signed in reads the active rows; ADMIN also the inactive ones and is
 * the only one who changes them, each change audited and moving the catalogue's version (the library's ETag).
 */
export const catalogosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/catalogos', {
    schema: {
      tags: TAGS,
      summary: 'Catálogos configurables con su versión (y la lista de momentos de cada ensayo)',
      response: { 200: resumenCatalogosSchema, ...errorResponses(401) },
    },
    handler: async () => resumenCatalogos(app.db),
  });

  app.get('/api/catalogos/:catalogo', {
    schema: {
      tags: TAGS,
      summary: 'Filas de un catálogo configurable (las inactivas, solo para ADMIN)',
      params: catalogoParamsSchema,
      response: { 200: catalogoAdminSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      await exigirCatalogo(app.db, request.params.catalogo);
      return cargarCatalogo(app.db, request.params.catalogo, puedeVerInactivos(usuarioActual(request)));
    },
  });

  app.post('/api/catalogos/:catalogo', {
    onRequest: soloAdmin,
    schema: {
      tags: TAGS,
      summary: 'Alta de una fila al final del catálogo',
      params: catalogoParamsSchema,
      body: filaEntradaSchema,
      response: { 201: filaCatalogoAdminSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const autor = usuarioActual(request);
      const { catalogo } = request.params;
      const creada = await request.repositorio.escribir(async (tx, auditar) => {
        await exigirCatalogo(tx, catalogo);
        return crearFila(tx, catalogo, request.body, autor, auditar);
      });
      return reply.code(201).send(creada);
    },
  });

  app.put('/api/catalogos/:catalogo/orden', {
    onRequest: soloAdmin,
    schema: {
      tags: TAGS,
      summary: 'Ordena las filas del catálogo (cada código una vez, con la versión del catálogo leída)',
      params: catalogoParamsSchema,
      body: ordenSchema,
      response: { 200: catalogoAdminSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const autor = usuarioActual(request);
      const { catalogo } = request.params;
      return request.repositorio.escribir(async (tx, auditar) => {
        await exigirCatalogo(tx, catalogo);
        return ordenarCatalogo(tx, catalogo, request.body, autor, auditar);
      });
    },
  });

  app.put('/api/catalogos/:catalogo/:codigo', {
    onRequest: soloAdmin,
    schema: {
      tags: TAGS,
      summary: 'Modifica una fila (con la versión leída; el código no cambia)',
      params: filaParamsSchema,
      body: filaEntradaSchema,
      response: { 200: filaCatalogoAdminSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const autor = usuarioActual(request);
      const { catalogo, codigo } = request.params;
      return request.repositorio.escribir((tx, auditar) => modificarFila(tx, catalogo, codigo, request.body, autor, auditar));
    },
  });

  for (const [accion, activo, resumen] of [
    ['desactivar', false, 'Desactiva un código: deja de ofrecerse en registros nuevos; los existentes lo conservan'],
    ['reactivar', true, 'Reactiva un código desactivado'],
  ] as const) {
    app.post(`/api/catalogos/:catalogo/:codigo/${accion}`, {
      onRequest: soloAdmin,
      schema: {
        tags: TAGS,
        summary: resumen,
        params: filaParamsSchema,
        body: versionSchema,
        response: { 200: filaCatalogoAdminSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) => {
        const autor = usuarioActual(request);
        const { catalogo, codigo } = request.params;
        return request.repositorio.escribir((tx, auditar) => cambiarActividad(tx, catalogo, codigo, { activo, version: request.body.version }, autor, auditar));
      },
    });
  }

  app.delete('/api/catalogos/:catalogo/:codigo', {
    onRequest: soloAdmin,
    schema: {
      tags: TAGS,
      summary: 'Elimina un código que nada usa (409 si está en uso: solo puede desactivarse)',
      params: filaParamsSchema,
      body: versionSchema,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const { catalogo, codigo } = request.params;
      await request.repositorio.escribir((tx, auditar) => eliminarFila(tx, catalogo, codigo, request.body.version, auditar));
      return reply.code(204).send(null);
    },
  });
};
