import type { FastifyPluginAsync } from 'fastify';
import type { OpcionesCola } from '../../platform/trabajos/cola-trabajos-client';
import { descargaRoutes } from './descarga-routes';
import { LATIDO_PERDIDO_MS, recuperarDescargasHuerfanas } from './descarga-huerfana-job';
import { caducarDescargas, COLA_DESCARGAS, ejecutarDescarga } from './descarga-job';

/** Default lifetime of an extract's file when the config does not say (DESCARGAS_CADUCIDAD_HORAS). */
const CADUCIDAD_POR_DEFECTO_HORAS = 72;
/** How often each process removes expired extracts' files. */
const PURGA_CADA_MS = 10 * 60_000;
/** How often each process looks for extracts whose process is gone. */
const HUERFANAS_CADA_MS = 15_000;
/** A job still active after this long belongs to a process that died: pg-boss gives it to another (a backstop: see recuperarDescargasHuerfanas). */
const TRABAJO_PERDIDO_TRAS_SEGUNDOS = 30 * 60;

/** The extracts' queue: a failed or lost job is retried. */
export const COLAS_DESCARGAS: Readonly<Record<string, OpcionesCola>> = {
  [COLA_DESCARGAS]: { reintentos: 5, caducaTrasSegundos: TRABAJO_PERDIDO_TRAS_SEGUNDOS },
};

/**
 * `/leucemiaDescargas`: runs this process's extract worker on the app's job queue, purges expired files, and registers
 * the routes. Closing the app stops the worker: an extract it was writing goes back to the queue.
 */
export const descargasModule: FastifyPluginAsync = async (app) => {
  const caducidadHoras = app.config.descargasCaducidadHoras ?? CADUCIDAD_POR_DEFECTO_HORAS;
  const cola = app.colaTrabajos;
  // Embedded PGlite has one process: whatever was running when this one started lost its process.
  const arranque = new Date();
  await cola.trabajar(COLA_DESCARGAS, async (_id, datos) => {
    const { descarga_id } = datos as { descarga_id: string };
    await ejecutarDescarga({ db: app.db, almacen: app.almacen, caducidadHoras, parada: cola.parada, log: app.log }, descarga_id);
  });
  const purgar = () => caducarDescargas(app.db, app.almacen).catch((error: unknown) => app.log.error({ err: error }, 'No se pudieron caducar las descargas'));
  const recuperar = (perdidoAntesDe: Date) =>
    recuperarDescargasHuerfanas(app.db, cola, perdidoAntesDe).catch((error: unknown) => app.log.error({ err: error }, 'No se pudieron recuperar las descargas huérfanas'));
  const purga = setInterval(purgar, PURGA_CADA_MS);
  purga.unref();
  const huerfanas = setInterval(() => recuperar(new Date(Date.now() - LATIDO_PERDIDO_MS)), HUERFANAS_CADA_MS);
  huerfanas.unref();
  app.addHook('onReady', async () => {
    await purgar();
    await recuperar(app.config.databaseUrl === undefined ? arranque : new Date(Date.now() - LATIDO_PERDIDO_MS));
  });
  app.addHook('preClose', async () => {
    clearInterval(purga);
    clearInterval(huerfanas);
  });
  await app.register(descargaRoutes(cola));
};
