import { isDeepStrictEqual } from 'node:util';
import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { safeEncode, type $ZodType } from 'zod/v4/core';
import { z } from 'zod';

type Json = Record<string, unknown>;

const esNulo = (parte: unknown): boolean => typeof parte === 'object' && parte !== null && (parte as Json).type === 'null' && Object.keys(parte).length === 1;

/**
 * zod writes a nullable value as `anyOf: [X, {type: 'null'}]`, which fast-json-stringify can only serialize by
 * validating each value against each branch; `type: [X's type, 'null']` says the same and is written directly.
 */
function sinAnyOfNulo(esquema: unknown): unknown {
  if (Array.isArray(esquema)) return esquema.map(sinAnyOfNulo);
  if (typeof esquema !== 'object' || esquema === null) return esquema;
  const copia: Json = Object.fromEntries(Object.entries(esquema).map(([clave, valor]) => [clave, sinAnyOfNulo(valor)]));
  const ramas = copia.anyOf;
  if (Array.isArray(ramas) && ramas.length === 2 && ramas.some(esNulo)) {
    const otra = ramas.find((rama) => !esNulo(rama)) as Json;
    if (typeof otra.type === 'string' && otra.anyOf === undefined && otra.enum === undefined && otra.const === undefined) {
      const { anyOf: _, ...resto } = copia;
      return { ...resto, ...otra, type: [otra.type, 'null'] };
    }
  }
  return copia;
}

/** The response's JSON Schema as OpenAPI documents it (its output side), in the form fast-json-stringify writes fastest. */
export function esquemaDeRespuesta(esquema: $ZodType): Schema {
  return sinAnyOfNulo(z.toJSONSchema(esquema as z.ZodType, { io: 'output', unrepresentable: 'any', target: 'draft-7', reused: 'inline' })) as Schema;
}

/**
 * Answers are written by a serializer compiled from their schema (fast-json-stringify): only the fields the schema
 * names leave the API, as zod's stripping did, without walking every value through zod on every request. With
 * `comprobar` (the tests) each answer is also checked against its zod schema and written both ways, and a difference
 * fails the request: the contract stays tested, and so does the compiled writer.
 */
export function serializadorDeRespuestas(comprobar: boolean): FastifySerializerCompiler<$ZodType> {
  return ({ schema, method, url }) => {
    // Compiled at the first answer, not as the route is added: building the app (every start, every API test file)
    // no longer compiles every route's writer, and a route never called compiles nothing.
    let compilado: ((datos: unknown) => string) | undefined;
    const escribir = (datos: unknown) => (compilado ??= fastJson(esquemaDeRespuesta(schema)))(datos);
    if (!comprobar) return escribir;
    return (datos) => {
      const comprobado = safeEncode(schema, datos);
      if (comprobado.error) throw new ResponseSerializationError(method, url, { cause: comprobado.error });
      const escrito = escribir(datos);
      if (!isDeepStrictEqual(JSON.parse(escrito), JSON.parse(JSON.stringify(comprobado.data)))) {
        throw new Error(`${method} ${url}: el serializador compilado escribió otra respuesta que zod: ${escrito.slice(0, 500)}`);
      }
      return escrito;
    };
  };
}
