import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { esSoloLectura } from '@registro-lma/shared/domain';
import { denegarAcceso } from './require-rol-policy';

/**
 * What a route does with the registry's data, declared in its `config`: `consulta` reads it; `escritura` changes it;
 * `identificable` sends, prints or exports it identifiable (e-mail, sample PDF, downloads); `propia` concerns only the
 * caller's own session or trace (sign-in, bitácora). Undeclared: `consulta` for GET, `escritura` for other methods.
 */
export type AccionRuta = 'consulta' | 'escritura' | 'identificable' | 'propia';

declare module 'fastify' {
  interface FastifyContextConfig {
    accion?: AccionRuta;
  }
}

function accionDe(ruta: RouteOptions): AccionRuta {
  if (ruta.config?.accion !== undefined) return ruta.config.accion;
  const metodos = Array.isArray(ruta.method) ? ruta.method : [ruta.method];
  return metodos.every((metodo) => metodo === 'GET' || metodo === 'HEAD') ? 'consulta' : 'escritura';
}

/** After the route's own `authenticate`: a read-only role is refused (403, G17, logged). */
async function exigirRolQueEscribe(request: FastifyRequest): Promise<void> {
  const rol = request.usuario?.rol;
  if (rol !== undefined && esSoloLectura(rol)) denegarAcceso(request, 'rol de solo lectura');
}

/**
 * A read-only role (LECTURA) may neither change the registry nor send or export it identifiable (data-dictionary
 * §2.3), whatever each route's own permission checks say: every route that writes or is `identificable`
 * gets the refusal appended to its `onRequest` hooks as it is added. Registered before the routes.
 */
async function accionesRuta(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (ruta) => {
    const accion = accionDe(ruta);
    if (accion !== 'escritura' && accion !== 'identificable') return;
    const propios: onRequestHookHandler[] = ruta.onRequest === undefined ? [] : [ruta.onRequest].flat();
    ruta.onRequest = [...propios, exigirRolQueEscribe];
  });
}

export const accionRutaPlugin = fp(accionesRuta, { name: 'accion-ruta', dependencies: ['authentication'] });
