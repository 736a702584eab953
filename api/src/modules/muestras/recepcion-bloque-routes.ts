import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { usuarioActual } from '../../platform/authentication-plugin';
import { invalidInput } from '../../platform/api-errors';
import { errorResponses } from '../../platform/response-schemas';
import { exigirLaboratorioPropio, muestraEnAlcance, requirePermisoMuestra } from '../../platform/alcance/muestra-scope';
import { muestraSchema } from './muestra-schemas';
import { recibirEnBloque, type TuboEnBandeja } from './recepcion-bloque-commands';
import { recepcionBloqueSchema } from './recepcion-bloque-schemas';

export const mensajeMuestraRepetida = (muestraId: number) => `La muestra ${muestraId} figura más de una vez en la bandeja.`;

/**
 * `POST /leucemia/api/muestras/recepcion-en-bloque` (data-dictionary §5.2): the destination laboratory receives a
 * tray of tubes with nothing wrong at once. Each sample's scope is checked as the single reception checks it; then
 * one transaction receives them all or none.
 */
export const recepcionBloqueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/muestras/recepcion-en-bloque', {
    onRequest: [requirePermisoMuestra('confirmar')],
    config: { idempotente: true },
    schema: {
      tags: ['muestras'],
      summary: 'Recepción en bloque: el laboratorio de destino recibe varias muestras sin incidencias con una misma fecha y hora',
      description:
        'Cada muestra queda «Correcta», aceptada y con los tubos enviados, como en la confirmación de una sola (mismas reglas y auditoría). ' +
        'Todas o ninguna: si una muestra no existe (404), no es de sus laboratorios (403), ha cambiado desde que se escaneó (409) o no ' +
        'admite la recepción (400), no se recibe ninguna y el mensaje nombra la muestra (en `errores`, por su código).',
      body: recepcionBloqueSchema,
      response: { 201: z.array(muestraSchema), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const { fecha_recepcion, hora_recepcion, muestras } = request.body;
      const vistas = new Set<number>();
      const tubos: TuboEnBandeja[] = [];
      for (const [indice, { muestra_id, version }] of muestras.entries()) {
        if (vistas.has(muestra_id)) throw invalidInput({ [`muestras.${indice}.muestra_id`]: mensajeMuestraRepetida(muestra_id) });
        vistas.add(muestra_id);
        const actual = await muestraEnAlcance(app.db, request, muestra_id, 'confirmar');
        exigirLaboratorioPropio(request, actual.laboratorio_destino, muestra_id);
        tubos.push({ actual, version });
      }
      const autor = usuarioActual(request);
      const recibidas = await request.repositorio.escribir((tx, auditar) => recibirEnBloque(tx, tubos, { fecha_recepcion, hora_recepcion }, autor, auditar));
      return reply.code(201).send(recibidas);
    },
  });
};
