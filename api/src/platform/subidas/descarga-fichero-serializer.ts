import type { FastifyReply } from 'fastify';
import { FicheroNoEncontrado } from '../almacen/almacen-storage';
import type { Almacen } from '../almacen/almacen-storage';
import { notFound } from '../api-errors';

/** What a download needs to know of a stored file. */
export interface FicheroDescargable {
  clave_fichero: string;
  nombre_archivo: string;
  tipo_mime: string;
  tamano_bytes: number;
}

/**
 * Streams a stored file as an attachment, never shown inline (a PDF opened in the page could run in the app's
 * origin) and never kept by a cache. The name is the sanitised one: plain ASCII, safe inside quotes.
 */
export async function enviarFichero(reply: FastifyReply, almacen: Almacen, fichero: FicheroDescargable): Promise<FastifyReply> {
  let contenido;
  try {
    contenido = await almacen.leer(fichero.clave_fichero);
  } catch (error) {
    if (error instanceof FicheroNoEncontrado) {
      reply.log.error({ clave: fichero.clave_fichero }, 'Falta en el almacén un fichero que la base de datos registra');
      throw notFound();
    }
    throw error;
  }
  return reply
    .header('content-type', fichero.tipo_mime)
    .header('content-disposition', `attachment; filename="${fichero.nombre_archivo}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(contenido);
}

/** Sends a PDF generated on request as an attachment that no cache keeps. */
export function enviarPdf(reply: FastifyReply, nombre: string, pdf: Uint8Array): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${nombre}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(pdf));
}
