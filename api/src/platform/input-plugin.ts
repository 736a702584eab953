import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CLAVE_ERROR_REGISTRO, MENSAJE_CODIFICACION_NO_VALIDA, mensajeCaracteresNoPermitidos } from '@registro-lma/shared/domain';
import { ApiError } from './api-errors';

// NUL (PostgreSQL text cannot hold it: the driver fails with a 500) and lone UTF-16 surrogates (not encodable
// as UTF-8, so they would be stored mangled or rejected by the database).
// eslint-disable-next-line no-control-regex -- matching NUL is the point of this expression
const CARACTER_NO_PERMITIDO = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds a character the registry never stores. */
export function tieneCaracterNoPermitido(texto: string): boolean {
  return CARACTER_NO_PERMITIDO.test(texto);
}

/**
 * The path (`datos.nombre`, `2`) of the first string of a parsed value, key or value, that holds a character the
 * registry never stores; null when there is none. One pass over the value.
 */
export function campoConCaracterNoPermitido(valor: unknown, ruta: readonly string[] = []): string | null {
  if (typeof valor === 'string') return tieneCaracterNoPermitido(valor) ? nombreDeCampo(ruta) : null;
  if (typeof valor !== 'object' || valor === null) return null;
  const entradas: [string, unknown][] = Array.isArray(valor)
    ? valor.map((elemento, indice) => [String(indice), elemento])
    : Object.entries(valor);
  for (const [clave, hijo] of entradas) {
    // A bad key is named by its parent, never echoed (it may itself be the bad text).
    if (tieneCaracterNoPermitido(clave)) return nombreDeCampo(ruta);
    const campo = campoConCaracterNoPermitido(hijo, [...ruta, clave]);
    if (campo !== null) return campo;
  }
  return null;
}

function nombreDeCampo(ruta: readonly string[]): string {
  return ruta.length === 0 ? CLAVE_ERROR_REGISTRO : ruta.join('.');
}

function rechazo(campo: string): ApiError {
  const mensaje = mensajeCaracteresNoPermitidos(campo);
  return new ApiError(400, mensaje, { [campo]: mensaje });
}

const utf8Estricto = new TextDecoder('utf-8', { fatal: true });

/**
 * Bad text never reaches a handler or a query: path parameters and the query string are checked in the
 * first `onRequest` hook (before authentication and permission checks, some of which read the database), JSON
 * bodies while they are parsed — invalid UTF-8 would otherwise turn silently into U+FFFD. Registered before the
 * routes, so every route present and future gets it.
 */
async function entrada(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    const campo = campoConCaracterNoPermitido(request.params) ?? campoConCaracterNoPermitido(request.query);
    done(campo === null ? undefined : rechazo(campo));
  });

  const jsonPorDefecto = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, cuerpo: Buffer, done) => {
    let texto: string;
    try {
      texto = utf8Estricto.decode(cuerpo);
    } catch {
      done(new ApiError(400, MENSAJE_CODIFICACION_NO_VALIDA, { [CLAVE_ERROR_REGISTRO]: MENSAJE_CODIFICACION_NO_VALIDA }), undefined);
      return;
    }
    jsonPorDefecto(request, texto, (error, valor) => {
      if (error !== null) return done(error, undefined);
      const campo = campoConCaracterNoPermitido(valor);
      return campo === null ? done(null, valor) : done(rechazo(campo), undefined);
    });
  });
}

export const inputPlugin = fp(entrada, { name: 'entrada' });
