import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/docs';

/** The OpenAPI document (`/docs/json`) is generated from the same zod schemas that validate each route. */
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
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
}

export const docsPlugin = fp(docs, { name: 'docs' });

/** Route security of a token-protected route in the OpenAPI document. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];
