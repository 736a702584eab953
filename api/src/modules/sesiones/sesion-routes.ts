import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cambioContrasenaSchema } from '@registro-lma/shared/domain';
import { unauthenticated } from '../../platform/api-errors';
import { auditarCierreSesion } from '../../platform/auditoria-seguridad-commands';
import { usuarioActual } from '../../platform/authentication-plugin';
import { errorResponses, tokenSchema } from '../../platform/response-schemas';
import { cambiarContrasenaPropia } from './cambio-contrasena-propia-commands';
import { revocarSesion } from '../../platform/sesion-commands';

/** Ending one's session and changing one's password: allowed also while the password must be changed. */
export const sesionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/usuarios/cerrar-sesion', {
    config: { accion: 'propia', sesion: 'pendiente' },
    schema: {
      tags: ['usuarios'],
      summary: 'Cierra la sesión: ningún token de ella vuelve a valer',
      response: { 204: z.null(), ...errorResponses(401) },
    },
    handler: async (request, reply) => {
      if (request.sesion === null) throw unauthenticated();
      const usuario = usuarioActual(request);
      await revocarSesion(app.db, request.sesion.payload.sid, 'CIERRE');
      await auditarCierreSesion(request, usuario);
      app.usuarios.olvidar(usuario.usuario_id);
      return reply.code(204).send(null);
    },
  });

  app.post('/api/usuarios/cambiar-contrasena', {
    config: { accion: 'propia', sesion: 'pendiente' },
    schema: {
      tags: ['usuarios'],
      summary: 'Cambia la contraseña propia: cierra todas las sesiones del usuario y abre una nueva',
      body: cambioContrasenaSchema,
      response: { 200: tokenSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => {
      const usuario = usuarioActual(request);
      await cambiarContrasenaPropia({ db: app.db, repositorio: request.repositorio }, usuario, request.body);
      app.usuarios.olvidar(usuario.usuario_id);
      return app.abrirSesion({ ...usuario, debe_cambiar_password: false });
    },
  });
};
