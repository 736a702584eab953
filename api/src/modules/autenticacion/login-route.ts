import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema, MENSAJE_DEMASIADOS_INTENTOS, MENSAJE_LOGIN_INCORRECTO } from '@registro-lma/shared/domain';
import { usuario } from '../../db/schema';
import { ApiError } from '../../platform/api-error';
import { errorResponses, tokenSchema } from '../../platform/response-schemas';
import { hashPassword, verifyPassword } from '../../platform/password';
import { buscarCredenciales } from '../usuarios/usuario-queries';

/** Failed attempts allowed per IP and e-mail within the window before answering 429. */
export const MAX_FAILED_LOGINS = 10;
export const FAILED_LOGIN_WINDOW = '5 minutes';

function attemptKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${request.ip}|${email}`;
}

/** `/leucemiaAutenticacion`: sign-in with e-mail and password. */
export const autenticacionRoutes: FastifyPluginAsyncZod = async (app) => {
  const failedLogins = app.createRateLimit({
    max: MAX_FAILED_LOGINS,
    timeWindow: FAILED_LOGIN_WINDOW,
    keyGenerator: attemptKey,
  });
  // Unknown e-mails are checked against a real hash so both failures take the same time.
  const decoyHash = await hashPassword('contraseña-señuelo-de-comparación');

  app.post('/api/auth/login', {
    schema: {
      tags: ['autenticación'],
      summary: 'Inicia sesión y devuelve un token de 50 minutos',
      body: loginSchema,
      response: { 200: tokenSchema, ...errorResponses(400, 401, 429) },
    },
    handler: async (request) => {
      // Peek without counting: only failures count, and the 11th attempt after 10 failures is refused.
      const limit = await failedLogins(request, { increment: false });
      if (!limit.isAllowed && limit.remaining === 0) throw new ApiError(429, MENSAJE_DEMASIADOS_INTENTOS);
      const credenciales = await buscarCredenciales(app.db, request.body.email);
      const passwordMatches = await verifyPassword(credenciales?.password_hash ?? decoyHash, request.body.password);
      if (credenciales === null || !credenciales.activo || !passwordMatches) {
        await failedLogins(request);
        throw new ApiError(401, MENSAJE_LOGIN_INCORRECTO);
      }
      await app.db.update(usuario).set({ ultimo_acceso: new Date() }).where(eq(usuario.usuario_id, credenciales.usuario_id));
      return { token: app.signToken(credenciales) };
    },
  });
};
