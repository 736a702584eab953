import type { FastifyRequest } from 'fastify';
import type { Rol } from '@registro-lma/shared/domain';
import { usuarioActual } from './authentication';
import { forbidden } from './api-error';

/** onRequest hook after `authenticate`: 403 (G17, logged) unless the user has one of the roles. */
export function requireRol(...roles: readonly Rol[]) {
  return async function checkRol(request: FastifyRequest): Promise<void> {
    const usuario = usuarioActual(request);
    if (roles.includes(usuario.rol)) return;
    request.log.warn(
      { usuario_id: usuario.usuario_id, rol: usuario.rol, method: request.method, url: request.url },
      'Acceso denegado: rol sin permiso',
    );
    throw forbidden();
  };
}
