import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { abrirColaTrabajos } from '../trabajos/cola-trabajos';
import { barrerHuerfanos } from './barrido-huerfanos';

export const COLA_BARRIDO_ALMACEN = 'barrido-almacen';

/** How often each process asks for a sweep (one runs at a time across every process; a request while one waits is dropped). */
const BARRIDO_CADA_MS = 60 * 60_000;
/** A sweep still active after this long belongs to a process that died. */
const BARRIDO_PERDIDO_TRAS_SEGUNDOS = 30 * 60;
const GRACIA_POR_DEFECTO_HORAS = 1;
const MS_POR_HORA = 3_600_000;

/**
 * The orphan-file sweep (see `barrerHuerfanos`): asked for at start and every hour through the job queue, whose
 * `unoALaVez` queue never runs two at once, even with several API processes.
 */
async function barridoAlmacen(app: FastifyInstance): Promise<void> {
  const graciaMs = (app.config.huerfanosGraciaHoras ?? GRACIA_POR_DEFECTO_HORAS) * MS_POR_HORA;
  const cola = await abrirColaTrabajos(app.db, app.config, {
    [COLA_BARRIDO_ALMACEN]: { reintentos: 0, caducaTrasSegundos: BARRIDO_PERDIDO_TRAS_SEGUNDOS, unoALaVez: true },
  });
  await cola.trabajar(COLA_BARRIDO_ALMACEN, async () => {
    const borrados = await barrerHuerfanos(app.db, app.almacen, graciaMs);
    if (borrados.length > 0) app.log.warn({ claves: borrados }, 'Barrido del almacén: ficheros huérfanos borrados');
  });
  const pedir = () => cola.enviar(COLA_BARRIDO_ALMACEN, randomUUID(), {}).catch((error: unknown) => app.log.error({ err: error }, 'No se pudo pedir el barrido del almacén'));
  const periodico = setInterval(pedir, BARRIDO_CADA_MS);
  periodico.unref();
  app.addHook('onReady', async () => {
    await pedir();
  });
  // Before any onClose hook: whoever owns the database may close it in theirs.
  app.addHook('preClose', async () => {
    clearInterval(periodico);
    await cola.detener().catch((error: unknown) => app.log.warn({ err: error }, 'La cola del barrido del almacén no pudo detenerse limpiamente'));
  });
}

export const barridoAlmacenPlugin = fp(barridoAlmacen, { name: 'barrido-almacen', dependencies: ['almacen'] });
