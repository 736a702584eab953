import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { buildZodSchema } from '@registro-lma/shared/domain';
import type { Database } from '../db/database';
import { requireFacultad } from './alcance/alcance-scope';
import { notFound } from './api-errors';
import type { FiltroListadoAdmin } from './listado-admin-queries';
import { lecturaDeListado } from './auditoria-repository';
import { activoFilter, CAMPO_BUSQUEDA, CAMPO_FILTRO_ACTIVO, CAMPOS_PAGINACION, idParamsSchema } from './request-schemas';
import { errorResponses, paginated } from './response-schemas';

type AppZod = Parameters<FastifyPluginAsyncZod>[0];

/** What only an administrator may do: the registry's centres, users and ⚙ catalogues. */
export const soloAdmin = [requireFacultad('administrar')];

/** `?pagina&tamano&q&activo` of an administration list. */
export const listadoAdminQuerySchema = buildZodSchema([...CAMPOS_PAGINACION, CAMPO_BUSQUEDA, CAMPO_FILTRO_ACTIVO]);

export interface LecturasAdmin {
  /** The collection's path, e.g. `/api/hospitales`; one record is `${ruta}/:id`. */
  ruta: string;
  tags: string[];
  /** The audited table. */
  tabla: string;
  /** A record as it is answered (the answers are checked against it when they are sent). */
  schema: z.ZodType;
  resumenListado: string;
  resumenFicha: string;
  listar: (db: Database, filtro: FiltroListadoAdmin) => Promise<{ items: unknown[]; total: number }>;
  /** The record, `null` when there is none. */
  cargar: (db: Database, id: number) => Promise<unknown>;
}

/**
 * The reads of an administered collection, ADMIN only and audited: `GET ruta` (a page, by its criteria) and
 * `GET ruta/:id` (one record, 404 when none).
 */
export function registrarLecturasAdmin(app: AppZod, lecturas: LecturasAdmin): void {
  const { ruta, tags, tabla, schema } = lecturas;
  app.get(ruta, {
    onRequest: soloAdmin,
    schema: {
      tags,
      summary: lecturas.resumenListado,
      querystring: listadoAdminQuerySchema,
      response: { 200: paginated(schema), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const filtro = { ...request.query, activo: activoFilter(request.query.activo) };
      return request.repositorio.leer(lecturaDeListado(tabla, filtro), (db) => lecturas.listar(db, filtro));
    },
  });

  app.get(`${ruta}/:id`, {
    onRequest: soloAdmin,
    schema: {
      tags,
      summary: lecturas.resumenFicha,
      params: idParamsSchema,
      response: { 200: schema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { id } = request.params;
      return request.repositorio.leer({ accion: 'VER', tabla, registro_id: id }, async (db) => {
        const encontrado = await lecturas.cargar(db, id);
        if (encontrado === null) throw notFound();
        return encontrado;
      });
    },
  });
}
