import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';

export interface ParteArchivo {
  contenido: Buffer | Readable;
  nombre?: string;
  /** The MIME type the client declares: the server never believes it. */
  tipo?: string;
  campo?: string;
}

/** A multipart/form-data body with one file part, as a browser's form sends it; a stream body has no Content-Length. */
export function formularioConArchivo({ contenido, nombre = 'informe.pdf', tipo = 'application/pdf', campo = 'archivo' }: ParteArchivo) {
  const limite = `----registro-lma-${randomUUID()}`;
  const cabecera = Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${campo}"; filename="${nombre}"\r\nContent-Type: ${tipo}\r\n\r\n`);
  const pie = Buffer.from(`\r\n--${limite}--\r\n`);
  const headers = { 'content-type': `multipart/form-data; boundary=${limite}` };
  if (Buffer.isBuffer(contenido)) return { headers, payload: Buffer.concat([cabecera, contenido, pie]) };
  return {
    headers,
    payload: Readable.from(
      (async function* () {
        yield cabecera;
        yield* contenido;
        yield pie;
      })(),
    ),
  };
}
