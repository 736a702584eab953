import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hospitalEntradaSchema } from '@registro-lma/shared/domain';
import { usuarioActual } from '../../platform/authentication-plugin';
import { registrarLecturasAdmin, soloAdmin } from '../../platform/listado-admin-routes';
import { idParamsSchema } from '../../platform/request-schemas';
import { errorResponses } from '../../platform/response-schemas';
import { crearHospital, desactivarHospital, modificarHospital } from './hospital-commands';
import { cargarHospital, listarHospitales, listarHospitalesActivos } from './hospital-queries';
import {
  hospitalConAvisosSchema,
  hospitalEdicionSchema,
  hospitalSchema,
  hospitalSelectSchema,
} from './hospital-schemas';

const TAGS = ['hospitales'];

const TABLA = 'hospital';

/** `/leucemiaHospitales`: the selector list for everyone signed in; administration for ADMIN, audited. */
export const hospitalesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/hospitales/select', {
    schema: {
      tags: TAGS,
      summary: 'Centros activos para los selectores',
      response: { 200: z.array(hospitalSelectSchema), ...errorResponses(401) },
    },
    handler: async () => listarHospitalesActivos(app.db),
  });

  registrarLecturasAdmin(app, {
    ruta: '/api/hospitales',
    tags: TAGS,
    tabla: TABLA,
    schema: hospitalSchema,
    resumenListado: 'Lista paginada de centros (búsqueda por código, nombre o ciudad)',
    resumenFicha: 'Un centro',
    listar: listarHospitales,
    cargar: cargarHospital,
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
      const creado = await request.repositorio.escribir((tx, auditar) => crearHospital(tx, request.body, autor, auditar));
      return reply.code(201).send(creado);
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
      const centro = await request.repositorio.escribir((tx, auditar) => modificarHospital(tx, request.params.id, request.body, autor, auditar));
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
      const centro = await request.repositorio.escribir((tx, auditar) => desactivarHospital(tx, request.params.id, autor, auditar), { accion: 'VER', tabla: TABLA, registro_id: request.params.id });
      // Every user of the centre carries its code and name.
      app.usuarios.olvidar();
      return centro;
    },
  });
};
