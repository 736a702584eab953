import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { BEARER_SECURITY } from './docs-plugin';
import { PREFIJO_API } from './api-prefix-constants';

/**
 * What an API route asks of its caller's session, declared in its `config`: `publica`, none (the sign-in, a client's
 * bitácora entry before it has one); `pendiente`, any open session, even one that must change its password first
 * (renew, who am I, sign out, change it). Undeclared: an open session with no password change pending.
 */
export type SesionRuta = 'publica' | 'pendiente';

declare module 'fastify' {
  interface FastifyContextConfig {
    sesion?: SesionRuta;
  }
}

/**
 * Authentication is the default of every API route, not a line each route must remember: as a route under the API
 * prefix is added, the session check goes first in its `onRequest` hooks and the bearer scheme into its OpenAPI
 * entry, unless it declares itself `publica`. A route that forgets every declaration is closed. Registered before the
 * routes.
 */
async function sesionesRuta(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (ruta) => {
    if (!ruta.url.startsWith(PREFIJO_API) || ruta.config?.sesion === 'publica') return;
    const comprobar = ruta.config?.sesion === 'pendiente' ? app.authenticateSesion : app.authenticate;
    const propios: onRequestHookHandler[] = ruta.onRequest === undefined ? [] : [ruta.onRequest].flat();
    ruta.onRequest = [comprobar, ...propios];
    ruta.schema = { ...ruta.schema, security: BEARER_SECURITY };
  });
}

export const sesionRutaPlugin = fp(sesionesRuta, { name: 'sesion-ruta', dependencies: ['authentication'] });
