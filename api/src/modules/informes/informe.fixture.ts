import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TestSession } from '../../testing/sign-in';

export const INFORMES = '/leucemia/api/informes';
export const FICHEROS = '/leucemia/api/ficheros';

/** A multipart form as the report screen sends it: the text fields first, then the file in «archivo». */
export function formularioInforme(campos: Readonly<Record<string, string | number>>, contenido: Buffer, nombre = 'informe.pdf') {
  const limite = `----registro-lma-${randomUUID()}`;
  const partes = Object.entries(campos).map(([nombreCampo, valor]) => `--${limite}\r\nContent-Disposition: form-data; name="${nombreCampo}"\r\n\r\n${valor}\r\n`);
  const cabecera = `--${limite}\r\nContent-Disposition: form-data; name="archivo"; filename="${nombre}"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${limite}` },
    payload: Buffer.concat([Buffer.from(partes.join('') + cabecera), contenido, Buffer.from(`\r\n--${limite}--\r\n`)]),
  };
}

/** POST /informes as `sesion`: a CMF report dated after the test reception, with any field changed. */
export function subirInforme(app: FastifyInstance, sesion: TestSession, muestraId: number, contenido: Buffer, cambios: Record<string, string | number> = {}, nombre?: string) {
  const { headers, payload } = formularioInforme({ muestra_id: muestraId, tipo_informe: 'CMF', fecha_informe: '2024-01-20', ...cambios }, contenido, nombre);
  return app.inject({ method: 'POST', url: INFORMES, headers: { authorization: sesion.authorization, ...headers }, payload });
}
