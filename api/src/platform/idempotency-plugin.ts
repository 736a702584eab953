import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { MENSAJE_CLAVE_ENVIO_NO_VALIDA, MENSAJE_CLAVE_ENVIO_REUTILIZADA } from '@registro-lma/shared/domain';
import type { Database } from '../db/database';
import { idempotencia } from '../db/schema';
import { ApiError } from './api-errors';
import { usuarioActual } from './authentication-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A create that accepts an Idempotency-Key header (see idempotency-plugin.ts). */
    idempotente?: boolean;
  }
}

export const CABECERA_IDEMPOTENCIA = 'idempotency-key';
/** Creates answer 201; a repeat gets the same. */
const ESTADO_CREADO = 201;
const FORMATO_CLAVE = /^[A-Za-z0-9_-]{8,100}$/;

interface Peticion {
  usuario_id: number;
  clave: string;
  ruta: string;
  huella: string;
}

/** The keyed requests on their way to the handler: what `guardarRespuestaIdempotente` stores with their answer. */
const pendientes = new WeakMap<FastifyRequest, Peticion>();

function peticionDe(request: FastifyRequest): Peticion | null {
  const clave = request.headers[CABECERA_IDEMPOTENCIA];
  if (clave === undefined) return null;
  if (typeof clave !== 'string' || !FORMATO_CLAVE.test(clave)) throw new ApiError(400, MENSAJE_CLAVE_ENVIO_NO_VALIDA);
  return {
    usuario_id: usuarioActual(request).usuario_id,
    clave,
    ruta: `${request.method} ${request.routeOptions.url ?? ''}`,
    huella: createHash('sha256').update(JSON.stringify(request.body ?? null)).digest('hex'),
  };
}

/**
 * On a route marked `idempotente` and sent with an Idempotency-Key, stores the create's answer in the create's own
 * transaction (called by the one write path, auditoria-repository.ts); otherwise does nothing.
 */
export async function guardarRespuestaIdempotente(request: FastifyRequest, tx: Database, respuesta: unknown): Promise<void> {
  const peticion = pendientes.get(request);
  if (peticion === undefined) return;
  await tx.delete(idempotencia).where(lt(idempotencia.creada_en, sql`now() - interval '1 day'`));
  await tx.insert(idempotencia).values({ ...peticion, estado: ESTADO_CREADO, respuesta });
}

/**
 * Idempotency keys for creates: a create whose answer was lost (connection cut, process died after the
 * commit) is repeated by the client with the same key and gets the first answer back, not a second record. The
 * key is the user's own (another user's key never matches); the same key with another body or route is refused.
 */
async function idempotenciaDeCreaciones(app: FastifyInstance): Promise<void> {
  const comprobarClave = async (request: FastifyRequest, reply: FastifyReply) => {
    const peticion = peticionDe(request);
    if (peticion === null) return;
    const [previa] = await app.db
      .select()
      .from(idempotencia)
      .where(and(eq(idempotencia.usuario_id, peticion.usuario_id), eq(idempotencia.clave, peticion.clave)));
    if (previa === undefined) {
      pendientes.set(request, peticion);
      return;
    }
    if (previa.ruta !== peticion.ruta || previa.huella !== peticion.huella) throw new ApiError(422, MENSAJE_CLAVE_ENVIO_REUTILIZADA);
    return reply.code(previa.estado).send(previa.respuesta);
  };
  // Only on the routes marked `idempotente`, first of their preHandlers: after authentication and validation, the key
  // belongs to the signed-in user and covers the validated body.
  app.addHook('onRoute', (ruta) => {
    if (ruta.config?.idempotente !== true) return;
    const propios: preHandlerHookHandler[] = ruta.preHandler === undefined ? [] : [ruta.preHandler].flat();
    ruta.preHandler = [comprobarClave, ...propios];
  });
}

export const idempotencyPlugin = fp(idempotenciaDeCreaciones, { name: 'idempotencia', dependencies: ['authentication'] });
