import type { FastifyRequest } from 'fastify';
import type { Rol } from '@registro-lma/shared/domain';
import { usuarioActual } from './authentication-plugin';
import { forbidden } from './api-errors';

/** 403 (G17), logged with who asked for which route and why. */
export function denegarAcceso(request: FastifyRequest, motivo: string): never {
  const usuario = usuarioActual(request);
  request.log.warn({ usuario_id: usuario.usuario_id, rol: usuario.rol, method: request.method, url: request.url }, `Acceso denegado: ${motivo}`);
  throw forbidden();
}

/** onRequest hook after `authenticate`: 403 (G17, logged) unless the user has one of the roles. */
export function requireRol(...roles: readonly Rol[]) {
  return async function checkRol(request: FastifyRequest): Promise<void> {
    if (!roles.includes(usuarioActual(request).rol)) denegarAcceso(request, 'rol sin permiso');
  };
}
