import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { abrirColaTrabajos, type ColaTrabajos, type OpcionesCola } from './cola-trabajos-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's job queue (one pg-boss for every queue of the API). */
    colaTrabajos: ColaTrabajos & {
      /** Aborted when the app starts closing, before the queue stops: a running job goes back to the queue. */
      parada: AbortSignal;
    };
  }
}

/**
 * One job queue per process for every queue the API declares (`colas`, declared before any worker starts): the
 * modules add their workers. On close it first tells the running jobs (`parada`), then stops taking jobs; both
 * before any onClose hook, since whoever owns the database may close it in theirs.
 */
async function colaTrabajos(app: FastifyInstance, opciones: { colas: Readonly<Record<string, OpcionesCola>> }): Promise<void> {
  const cola = await abrirColaTrabajos(app.db, app.config, opciones.colas);
  const parada = new AbortController();
  app.decorate('colaTrabajos', { ...cola, parada: parada.signal });
  app.addHook('preClose', async () => {
    parada.abort();
    // A database already closed (its owner went first, or it was lost) leaves no queue to stop.
    await cola.detener().catch((error: unknown) => app.log.warn({ err: error }, 'La cola de trabajos no pudo detenerse limpiamente'));
  });
}

export const colaTrabajosPlugin = fp(colaTrabajos, { name: 'cola-trabajos' });
