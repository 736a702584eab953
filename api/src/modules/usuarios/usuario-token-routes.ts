import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usuarioActual } from '../../platform/authentication-plugin';
import { errorResponses, tokenSchema } from '../../platform/response-schemas';
import { usuarioTokenSchema } from './usuario-schemas';

/** Session routes of any signed-in user, also while they must change their password. */
export const usuarioTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/usuarios/renovar-token', {
    config: { sesion: 'pendiente' },
    schema: {
      tags: ['usuarios'],
      summary: 'Renueva el token de sesión (otros 50 minutos, sin pasar del fin de la sesión)',
      response: { 200: tokenSchema, ...errorResponses(401) },
    },
    handler: async (request) => app.renovarToken(request),
  });

  app.get('/api/usuarios/usuario-token', {
    config: { sesion: 'pendiente' },
    schema: {
      tags: ['usuarios'],
      summary: 'Usuario de la sesión, con sus centros, laboratorios y biobancos',
      response: { 200: usuarioTokenSchema, ...errorResponses(401) },
    },
    handler: async (request) => usuarioActual(request),
  });
};
