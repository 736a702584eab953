import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OpcionesCola } from '../trabajos/cola-trabajos-client';
import { barrerHuerfanos } from './barrido-huerfanos-job';

export const COLA_BARRIDO_ALMACEN = 'barrido-almacen';

/** How often each process asks for a sweep (one runs at a time across every process; a request while one waits is dropped). */
const BARRIDO_CADA_MS = 60 * 60_000;
/** A sweep still active after this long belongs to a process that died. */
const BARRIDO_PERDIDO_TRAS_SEGUNDOS = 30 * 60;

/** The sweep's queue: never two at once across every process. */
export const COLAS_ALMACEN: Readonly<Record<string, OpcionesCola>> = {
  [COLA_BARRIDO_ALMACEN]: { reintentos: 0, caducaTrasSegundos: BARRIDO_PERDIDO_TRAS_SEGUNDOS, unoALaVez: true },
};
const GRACIA_POR_DEFECTO_HORAS = 1;
const MS_POR_HORA = 3_600_000;

/**
 * The orphan-file sweep (see `barrerHuerfanos`): asked for at start and every hour through the job queue, whose
 * `unoALaVez` queue never runs two at once, even with several API processes.
 */
async function barridoAlmacen(app: FastifyInstance): Promise<void> {
  const graciaMs = (app.config.huerfanosGraciaHoras ?? GRACIA_POR_DEFECTO_HORAS) * MS_POR_HORA;
  const cola = app.colaTrabajos;
  await cola.trabajar(COLA_BARRIDO_ALMACEN, async () => {
    const borrados = await barrerHuerfanos(app.db, app.almacen, graciaMs);
    if (borrados.length > 0) app.log.warn({ claves: borrados }, 'Barrido del almacén: ficheros huérfanos borrados');
  });
  const pedir = async () => {
    if (cola.parada.aborted) return;
    await cola.enviar(COLA_BARRIDO_ALMACEN, randomUUID(), {}).catch((error: unknown) => app.log.error({ err: error }, 'No se pudo pedir el barrido del almacén'));
  };
  const periodico = setInterval(pedir, BARRIDO_CADA_MS);
  periodico.unref();
  app.addHook('onReady', async () => {
    await pedir();
  });
  app.addHook('preClose', async () => {
    clearInterval(periodico);
  });
}

export const barridoAlmacenPlugin = fp(barridoAlmacen, { name: 'barrido-almacen', dependencies: ['almacen', 'cola-trabajos'] });
