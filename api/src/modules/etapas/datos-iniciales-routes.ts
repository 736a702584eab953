import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJE_DATOS_NO_VALIDOS } from '@registro-lma/shared/domain';
import { usuarioActual } from '../../platform/authentication-plugin';
import type { Lectura } from '../../platform/auditoria-repository';
import { idParamsSchema } from '../../platform/request-schemas';
import { errorResponses } from '../../platform/response-schemas';
import { pacienteEnAlcance, requirePermiso } from '../../platform/alcance/paciente-scope';
import { guardarDatosIniciales, leerDatosIniciales } from './datos-iniciales-commands';

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

/** The minimum data set spans the patient and several stage records: one row on the pseudo-table `datos_iniciales`. */
const lecturaDatosIniciales = (pacienteId: number): Lectura => ({ accion: 'VER', tabla: 'datos_iniciales', registro_id: pacienteId, paciente_id: pacienteId });

/** `/leucemia/api/pacientes/{id}/datos-iniciales`: the minimum data set (data-dictionary §3.2), stored in its home records. */
export const datosInicialesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/pacientes/:id/datos-iniciales', {
    onRequest: [requirePermiso('ver')],
    schema: {
      tags: TAGS,
      summary: 'Datos esenciales: cada ítem DE01–DE21 con su valor, si aplica y si está completo, y la completitud',
      params: idParamsSchema,
      response: { 200: datosInicialesSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { id } = request.params;
      await pacienteEnAlcance(app.db, request, id, 'ver');
      return request.repositorio.leer(lecturaDatosIniciales(id), (db) => leerDatosIniciales(db, id));
    },
  });

  app.put('/api/pacientes/:id/datos-iniciales', {
    onRequest: [requirePermiso('editar_etapa')],
    schema: {
      tags: TAGS,
      summary: 'Guarda los datos esenciales editados en sus registros de origen (una transacción)',
      params: idParamsSchema,
      body: guardadoSchema,
      response: { 200: datosInicialesSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const acceso = await pacienteEnAlcance(app.db, request, request.params.id, 'editar_etapa');
      const autor = usuarioActual(request);
      return request.repositorio.escribir(async (tx, auditar) => {
        await guardarDatosIniciales(tx, acceso, request.body, autor, auditar);
        return leerDatosIniciales(tx, acceso.paciente_id);
      }, lecturaDatosIniciales(acceso.paciente_id));
    },
  });
};
