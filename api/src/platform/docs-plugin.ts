import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { CAMPO_ARCHIVO, TOKEN_COOKIE } from '@registro-lma/shared/domain';

export const DOCS_PREFIX = '/docs';

function tokenDeLaCookie(cookies: string | undefined): string | undefined {
  const prefijo = `${TOKEN_COOKIE}=`;
  const valor = cookies
    ?.split(';')
    .map((parte) => parte.trim())
    .find((parte) => parte.startsWith(prefijo))
    ?.slice(prefijo.length);
  if (valor === undefined || valor === '') return undefined;
  try {
    return decodeURIComponent(valor);
  } catch {
    return undefined;
  }
}

/**
 * DOCS=autenticado: a browser that opens /docs sends no bearer header, but it does send the session cookie the web
 * app set on sign-in (same origin): its token is checked exactly as a bearer one, so a signed-out, expired or
 * deactivated user gets 401 like on any other route.
 */
function exigirSesion(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = request.headers.authorization === undefined ? tokenDeLaCookie(request.headers.cookie) : undefined;
    if (token !== undefined) request.headers.authorization = `Bearer ${token}`;
    await app.authenticate(request);
  };
}

const MULTIPART = 'multipart/form-data';

/**
 * An upload route reads its multipart body as a stream and declares no body schema (one would be validated against
 * a body that is never attached): its document still says what it takes, a form with the file in «archivo».
 */
const transformarRuta: typeof jsonSchemaTransform = (ruta) => {
  const transformada = jsonSchemaTransform(ruta);
  const { schema } = transformada;
  // A route declared without any schema (none of the API's, but a plugin's or a test's) has nothing to add to.
  if (schema === undefined || schema.body !== undefined || !schema.consumes?.includes(MULTIPART)) return transformada;
  const formulario = { type: 'object', properties: { [CAMPO_ARCHIVO]: { type: 'string', format: 'binary' } }, required: [CAMPO_ARCHIVO] };
  return { ...transformada, schema: { ...schema, body: formulario } };
};

/**
 * The OpenAPI document (`/docs/json`) is generated from the same zod schemas that validate each route; it is always
 * built (the tests read it through `app.swagger()`), but served at /docs only as the DOCS setting says.
 */
async function docs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Registro LMA — API',
        description: 'API del registro clínico de leucemia mieloide aguda del adulto. Mensajes en español.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: transformarRuta,
    transformObject: jsonSchemaTransformObject,
  });
  const acceso = app.config.docs;
  if (acceso === 'desactivado') return;
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    ...(acceso === 'autenticado' ? { uiHooks: { onRequest: exigirSesion(app) } } : {}),
  });
}

export const docsPlugin = fp(docs, { name: 'docs' });

/** Route security of a token-protected route in the OpenAPI document. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];
