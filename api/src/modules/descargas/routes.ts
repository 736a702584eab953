import type { FastifyPluginAsync } from 'fastify';
import { abrirColaTrabajos } from '../../platform/trabajos/cola-trabajos';
import { descargaRoutes } from './descarga-routes';
import { caducarDescargas, COLA_DESCARGAS, ejecutarDescarga } from './trabajo-descarga';

/** Default lifetime of an extract's file when the config does not say (DESCARGAS_CADUCIDAD_HORAS). */
const CADUCIDAD_POR_DEFECTO_HORAS = 72;
/** How often each process removes expired extracts' files. */
const PURGA_CADA_MS = 10 * 60_000;
/** A job still active after this long belongs to a process that died: pg-boss gives it to another. */
const TRABAJO_PERDIDO_TRAS_SEGUNDOS = 30 * 60;

/**
 * `/leucemiaDescargas`: opens the job queue on the app's database, runs this process's extract worker, purges expired
 * files, and registers the routes. Closing the app stops the worker: an extract it was writing goes back to the queue.
 */
export const descargasRoutes: FastifyPluginAsync = async (app) => {
  const caducidadHoras = app.config.descargasCaducidadHoras ?? CADUCIDAD_POR_DEFECTO_HORAS;
  const cola = await abrirColaTrabajos(app.db, app.config, { [COLA_DESCARGAS]: { reintentos: 5, caducaTrasSegundos: TRABAJO_PERDIDO_TRAS_SEGUNDOS } });
  const parada = new AbortController();
  await cola.trabajar(COLA_DESCARGAS, async (_id, datos) => {
    const { descarga_id } = datos as { descarga_id: string };
    await ejecutarDescarga({ db: app.db, almacen: app.almacen, caducidadHoras, parada: parada.signal }, descarga_id);
  });
  const purgar = () => caducarDescargas(app.db, app.almacen).catch((error: unknown) => app.log.error({ err: error }, 'No se pudieron caducar las descargas'));
  const purga = setInterval(purgar, PURGA_CADA_MS);
  purga.unref();
  app.addHook('onReady', async () => {
    await purgar();
  });
  // Before any onClose hook: whoever owns the database may close it in theirs.
  app.addHook('preClose', async () => {
    clearInterval(purga);
    parada.abort();
    // A database already closed (its owner went first, or it was lost) leaves no queue to stop.
    await cola.detener().catch((error: unknown) => app.log.warn({ err: error }, 'La cola de descargas no pudo detenerse limpiamente'));
  });
  await app.register(descargaRoutes(cola));
};
