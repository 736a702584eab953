import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { esSoloLectura } from '@registro-lma/shared/domain';
import { seudonimizar } from './seudonimo-rules';

/**
 * The one place where a read-only role's answers are pseudonymised: every object a route sends to a
 * signed-in LECTURA user passes through `seudonimizar` before it is serialised, whatever the route, present or future.
 */
async function vistaSeudonimizada(app: FastifyInstance): Promise<void> {
  // `?.`: routes of contexts made before the authentication plugin (the docs) have no `usuario` at all.
  app.addHook('preSerialization', (request, _reply, payload: unknown, done) => {
    const rol = request.usuario?.rol;
    done(null, rol !== undefined && esSoloLectura(rol) ? seudonimizar(payload) : payload);
  });
}

export const vistaSeudonimizadaPlugin = fp(vistaSeudonimizada, { name: 'vista-seudonimizada', dependencies: ['authentication'] });
