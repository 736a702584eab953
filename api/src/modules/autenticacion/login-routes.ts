import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema, MENSAJE_LOGIN_INCORRECTO } from '@registro-lma/shared/domain';
import { usuario } from '../../db/schema';
import { ApiError } from '../../platform/api-errors';
import { auditarInicioFallido, auditarInicioSesion } from '../../platform/auditoria-seguridad-commands';
import { errorResponses, tokenSchema } from '../../platform/response-schemas';
import { hashPassword, verifyPassword } from '../../platform/password-policy';
import { buscarCredenciales } from '../usuarios/usuario-queries';
import { intentosLogin } from './intentos-login-limiter';

/** `/leucemiaAutenticacion`: sign-in with e-mail and password. */
export const autenticacionRoutes: FastifyPluginAsyncZod = async (app) => {
  const intentos = intentosLogin(app.db);
  // Unknown e-mails are checked against a real hash so both failures take the same time.
  const decoyHash = await hashPassword('contraseña-señuelo-de-comparación');

  app.post('/api/auth/login', {
    config: { accion: 'propia', sesion: 'publica' },
    schema: {
      tags: ['autenticación'],
      summary: 'Inicia sesión y devuelve un token de 50 minutos',
      body: loginSchema,
      response: { 200: tokenSchema, ...errorResponses(400, 401, 429, 503) },
    },
    handler: async (request) => {
      const credenciales = await intentos.comprobar(request.ip, request.body.email, async () => {
        const encontradas = await buscarCredenciales(app.db, request.body.email);
        const passwordMatches = await verifyPassword(encontradas?.password_hash ?? decoyHash, request.body.password);
        return encontradas !== null && encontradas.activo && passwordMatches ? encontradas : null;
      });
      if (credenciales === null) {
        await auditarInicioFallido(request, request.body.email);
        throw new ApiError(401, MENSAJE_LOGIN_INCORRECTO);
      }
      await app.db.update(usuario).set({ ultimo_acceso: new Date() }).where(eq(usuario.usuario_id, credenciales.usuario_id));
      await auditarInicioSesion(request, credenciales);
      return app.abrirSesion(credenciales);
    },
  });
};
