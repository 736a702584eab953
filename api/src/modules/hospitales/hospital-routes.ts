import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hospitalEntradaSchema } from '@registro-lma/shared/domain';
import { requireFacultad } from '../../platform/alcance/alcance-scope';
import { notFound } from '../../platform/api-error';
import { usuarioActual } from '../../platform/authentication';
import { lecturaDeListado } from '../../platform/repositorio-auditado';
import { activoFilter, idParamsSchema } from '../../platform/request-schemas';
import { errorResponses } from '../../platform/response-schemas';
import { crearHospital, desactivarHospital, modificarHospital } from './hospital-commands';
import { cargarHospital, listarHospitales, listarHospitalesActivos } from './hospital-queries';
import {
  hospitalConAvisosSchema,
  hospitalEdicionSchema,
  hospitalListadoQuerySchema,
  hospitalListadoSchema,
  hospitalSchema,
  hospitalSelectSchema,
} from './hospital-schemas';

const TAGS = ['hospitales'];

const TABLA = 'hospital';

/** `/leucemiaHospitales`: the selector list for everyone signed in; administration for ADMIN, audited. */
export const hospitalesRoutes: FastifyPluginAsyncZod = async (app) => {
  const soloAdmin = [requireFacultad('administrar')];

  app.get('/api/hospitales/select', {
    schema: {
      tags: TAGS,
      summary: 'Centros activos para los selectores',
      response: { 200: z.array(hospitalSelectSchema), ...errorResponses(401) },
    },
    handler: async () => listarHospitalesActivos(app.db),
  });

  app.get('/api/hospitales', {
    onRequest: soloAdmin,
    schema: {
      tags: TAGS,
      summary: 'Lista paginada de centros (búsqueda por código, nombre o ciudad)',
      querystring: hospitalListadoQuerySchema,
      response: { 200: hospitalListadoSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const filtro = { ...request.query, activo: activoFilter(request.query.activo) };
      return request.repositorio.leer(lecturaDeListado(TABLA, filtro), (db) => listarHospitales(db, filtro));
    },
  });

  app.post('/api/hospitales', {
    onRequest: soloAdmin,
    config: { idempotente: true },
    schema: {
      tags: TAGS,
      summary: 'Alta de centro',
      body: hospitalEntradaSchema,
      response: { 201: hospitalSchema, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      const autor = usuarioActual(request);
      const creado = await request.repositorio.escribir((tx) => crearHospital(tx, request.body, autor));
      return reply.code(201).send(creado);
    },
  });

  app.get('/api/hospitales/:id', {
    onRequest: soloAdmin,
    schema: {
      tags: TAGS,
      summary: 'Un centro',
      params: idParamsSchema,
      response: { 200: hospitalSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { id } = request.params;
      return request.repositorio.leer({ accion: 'VER', tabla: TABLA, registro_id: id }, async (db) => {
        const encontrado = await cargarHospital(db, id);
        if (encontrado === null) throw notFound();
        return encontrado;
      });
    },
  });

  app.put('/api/hospitales/:id', {
    onRequest: soloAdmin,
    schema: {
      tags: TAGS,
      summary: 'Modifica un centro (con la versión leída)',
      params: idParamsSchema,
      body: hospitalEdicionSchema,
      response: { 200: hospitalConAvisosSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const autor = usuarioActual(request);
      const centro = await request.repositorio.escribir((tx) => modificarHospital(tx, request.params.id, request.body, autor));
      // Every user of the centre carries its code and name.
      app.usuarios.olvidar();
      return centro;
    },
  });

  app.delete('/api/hospitales/:id', {
    onRequest: soloAdmin,
    schema: {
      tags: TAGS,
      summary: 'Desactiva un centro (baja lógica); avisa si tiene usuarios activos',
      params: idParamsSchema,
      response: { 200: hospitalConAvisosSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const autor = usuarioActual(request);
      const centro = await request.repositorio.escribir((tx) => desactivarHospital(tx, request.params.id, autor), { accion: 'VER', tabla: TABLA, registro_id: request.params.id });
      // Every user of the centre carries its code and name.
      app.usuarios.olvidar();
      return centro;
    },
  });
};
