import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TAMANO_MAXIMO_ARCHIVO } from './subida-fichero-reader';

/**
 * Multipart bodies for uploads (`recibirFichero`): never attached to the body, read as a stream by the route, with
 * one file of at most 20 MiB and a few short fields.
 */
async function subidas(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: TAMANO_MAXIMO_ARCHIVO, files: 1, fields: 4, parts: 5 } });
}

export const subidasPlugin = fp(subidas, { name: 'subidas', dependencies: ['almacen'] });
