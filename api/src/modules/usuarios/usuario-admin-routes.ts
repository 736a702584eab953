import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usuarioAltaSchema, usuarioEdicionSchema } from '@registro-lma/shared/domain';
import { notFound } from '../../platform/api-error';
import { usuarioActual } from '../../platform/authentication';
import { BEARER_SECURITY } from '../../platform/docs';
import { activoFilter, idParamsSchema } from '../../platform/request-schemas';
import { requireRol } from '../../platform/require-rol';
import { errorResponses } from '../../platform/response-schemas';
import { crearUsuario, desactivarUsuario, modificarUsuario } from './usuario-commands';
import { cargarUsuario, listarUsuarios } from './usuario-queries';
import { usuarioListadoQuerySchema, usuarioListadoSchema, usuarioSchema } from './usuario-schemas';

const TAGS = ['usuarios (administración)'];

/** User administration: ADMIN only, every change audited. */
export const usuarioAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const soloAdmin = [app.authenticate, requireRol('ADMIN')];

  app.get('/api/usuarios', {
    onRequest: soloAdmin,
    schema: {
      tags: TAGS,
      summary: 'Lista paginada de usuarios (búsqueda por correo, nombre o apellidos)',
      security: BEARER_SECURITY,
      querystring: usuarioListadoQuerySchema,
      response: { 200: usuarioListadoSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) =>
      listarUsuarios(app.db, { ...request.query, activo: activoFilter(request.query.activo) }),
  });

  app.post('/api/usuarios', {
    onRequest: soloAdmin,
    schema: {
      tags: TAGS,
      summary: 'Alta de usuario',
      security: BEARER_SECURITY,
      body: usuarioAltaSchema,
      response: { 201: usuarioSchema, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      const autor = usuarioActual(request);
      const creado = await app.db.transaction((tx) => crearUsuario(tx, request.body, autor));
      return reply.code(201).send(creado);
    },
  });

  app.get('/api/usuarios/:id', {
    onRequest: soloAdmin,
    schema: {
      tags: TAGS,
      summary: 'Un usuario',
      security: BEARER_SECURITY,
      params: idParamsSchema,
      response: { 200: usuarioSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const encontrado = await cargarUsuario(app.db, request.params.id);
      if (encontrado === null) throw notFound();
      return encontrado;
    },
  });

  app.put('/api/usuarios/:id', {
    onRequest: soloAdmin,
    schema: {
      tags: TAGS,
      summary: 'Modifica un usuario (con la versión leída; una contraseña nueva la restablece)',
      security: BEARER_SECURITY,
      params: idParamsSchema,
      body: usuarioEdicionSchema,
      response: { 200: usuarioSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const autor = usuarioActual(request);
      const usuario = await app.db.transaction((tx) => modificarUsuario(tx, request.params.id, request.body, autor));
      app.usuarios.olvidar(usuario.usuario_id);
      return usuario;
    },
  });

  app.delete('/api/usuarios/:id', {
    onRequest: soloAdmin,
    schema: {
      tags: TAGS,
      summary: 'Desactiva un usuario (baja lógica)',
      security: BEARER_SECURITY,
      params: idParamsSchema,
      response: { 200: usuarioSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const autor = usuarioActual(request);
      const usuario = await app.db.transaction((tx) => desactivarUsuario(tx, request.params.id, autor));
      app.usuarios.olvidar(usuario.usuario_id);
      return usuario;
    },
  });
};
