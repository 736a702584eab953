import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usuarioAltaSchema, usuarioEdicionSchema } from '@registro-lma/shared/domain';
import { usuarioActual } from '../../platform/authentication-plugin';
import { registrarLecturasAdmin, soloAdmin } from '../../platform/listado-admin-routes';
import { idParamsSchema } from '../../platform/request-schemas';
import { errorResponses } from '../../platform/response-schemas';
import { crearUsuario, desactivarUsuario, modificarUsuario } from './usuario-commands';
import { cargarUsuario, listarUsuarios } from './usuario-queries';
import { usuarioSchema } from './usuario-schemas';

const TAGS = ['usuarios (administración)'];

const TABLA = 'usuario';

/** User administration: ADMIN only, every change audited. */
export const usuarioAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  registrarLecturasAdmin(app, {
    ruta: '/api/usuarios',
    tags: TAGS,
    tabla: TABLA,
    schema: usuarioSchema,
    resumenListado: 'Lista paginada de usuarios (búsqueda por correo, nombre o apellidos)',
    resumenFicha: 'Un usuario',
    listar: listarUsuarios,
    cargar: cargarUsuario,
  });

  app.post('/api/usuarios', {
    onRequest: soloAdmin,
    config: { idempotente: true },
    schema: {
      tags: TAGS,
      summary: 'Alta de usuario',
      body: usuarioAltaSchema,
      response: { 201: usuarioSchema, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      const autor = usuarioActual(request);
      const creado = await request.repositorio.escribir((tx, auditar) => crearUsuario(tx, request.body, autor, auditar));
      return reply.code(201).send(creado);
    },
  });

  app.put('/api/usuarios/:id', {
    onRequest: soloAdmin,
    schema: {
      tags: TAGS,
      summary: 'Modifica un usuario (con la versión leída; una contraseña nueva la restablece)',
      params: idParamsSchema,
      body: usuarioEdicionSchema,
      response: { 200: usuarioSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const autor = usuarioActual(request);
      const usuario = await request.repositorio.escribir((tx, auditar) => modificarUsuario(tx, request.params.id, request.body, autor, auditar));
      app.usuarios.olvidar(usuario.usuario_id);
      return usuario;
    },
  });

  app.delete('/api/usuarios/:id', {
    onRequest: soloAdmin,
    schema: {
      tags: TAGS,
      summary: 'Desactiva un usuario (baja lógica)',
      params: idParamsSchema,
      response: { 200: usuarioSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const autor = usuarioActual(request);
      const usuario = await request.repositorio.escribir((tx, auditar) => desactivarUsuario(tx, request.params.id, autor, auditar), { accion: 'VER', tabla: TABLA, registro_id: request.params.id });
      app.usuarios.olvidar(usuario.usuario_id);
      return usuario;
    },
  });
};
