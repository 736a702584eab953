import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJE_DATOS_NO_VALIDOS } from '@registro-lma/shared/domain';
import { usuarioActual } from '../../platform/authentication';
import { BEARER_SECURITY } from '../../platform/docs';
import { idParamsSchema } from '../../platform/request-schemas';
import { errorResponses } from '../../platform/response-schemas';
import { pacienteEnAlcance, requirePermiso } from '../pacientes/alcance-paciente';
import { guardarDatosIniciales, leerDatosIniciales } from './datos-iniciales';

const TAGS = ['etapas'];

const version = z.number().int().min(1).nullable().optional();

const guardadoSchema = z.object(
  {
    versiones: z.object({ paciente: z.number().int().min(1).optional(), diagnostico: version, induccion: version }, { error: MENSAJE_DATOS_NO_VALIDOS }),
    datos: z.record(z.string(), z.unknown(), { error: MENSAJE_DATOS_NO_VALIDOS }),
  },
  { error: MENSAJE_DATOS_NO_VALIDOS },
);

const itemSchema = z.object({
  codigo: z.string(),
  etiqueta: z.string(),
  formulario: z.string(),
  variable: z.string().nullable(),
  valor: z.unknown(),
  aplica: z.boolean(),
  completo: z.boolean(),
  editable: z.boolean(),
});

const datosInicialesSchema = z
  .object({
    items: z.array(itemSchema),
    de_items_aplicables: z.number().int(),
    de_items_completos: z.number().int(),
    de_completitud_pct: z.number().int(),
    de_completo: z.boolean(),
    aviso: z.string().nullable(),
    versiones: z.object({ paciente: z.number().int(), diagnostico: z.number().int().nullable(), induccion: z.number().int().nullable() }),
    estados: z.object({ diagnostico: z.string(), induccion: z.string() }),
  })
  .meta({ id: 'DatosIniciales' });

/** `/leucemia/api/pacientes/{id}/datos-iniciales`: the minimum data set (data-dictionary §3.2), stored in its home records. */
export const datosInicialesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/pacientes/:id/datos-iniciales', {
    onRequest: [app.authenticate, requirePermiso('ver')],
    schema: {
      tags: TAGS,
      summary: 'Datos esenciales: cada ítem DE01–DE21 con su valor, si aplica y si está completo, y la completitud',
      security: BEARER_SECURITY,
      params: idParamsSchema,
      response: { 200: datosInicialesSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      await pacienteEnAlcance(app.db, request, request.params.id, 'ver');
      return leerDatosIniciales(app.db, request.params.id, usuarioActual(request).rol);
    },
  });

  app.put('/api/pacientes/:id/datos-iniciales', {
    onRequest: [app.authenticate, requirePermiso('editar_etapa')],
    schema: {
      tags: TAGS,
      summary: 'Guarda los datos esenciales editados en sus registros de origen (una transacción)',
      security: BEARER_SECURITY,
      params: idParamsSchema,
      body: guardadoSchema,
      response: { 200: datosInicialesSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const acceso = await pacienteEnAlcance(app.db, request, request.params.id, 'editar_etapa');
      const autor = usuarioActual(request);
      await app.db.transaction((tx) => guardarDatosIniciales(tx, acceso, request.body, autor));
      return leerDatosIniciales(app.db, request.params.id, autor.rol);
    },
  });
};
