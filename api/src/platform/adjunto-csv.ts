import type { FastifyReply } from 'fastify';
import { hoy } from '@registro-lma/shared/domain';

/** Sends `contenido` as a CSV file to download, named `<nombre>-<today>.csv`. */
export function enviarCsv(reply: FastifyReply, nombre: string, contenido: unknown): FastifyReply {
  return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${nombre}-${hoy()}.csv"`).send(contenido);
}
