import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MENSAJE_CORREO_DESACTIVADO } from '@registro-lma/shared/domain';
import { ApiError } from '../../platform/api-errors';
import type { Lectura } from '../../platform/auditoria-repository';
import { idParamsSchema } from '../../platform/request-schemas';
import { errorResponses } from '../../platform/response-schemas';
import { MENSAJE_CORREO_SIN_SERVICIO } from '../pacientes/paciente-registro-routes';
import { correoPacienteSchema } from '../pacientes/paciente-schemas';
import { muestraEnAlcance, requirePermisoMuestra } from '../../platform/alcance/muestra-scope';

/** `POST /leucemia/api/muestras/mail-muestra/{id}`: the sample's e-mail, switched off exactly as the patient's is. */
export const muestraCorreoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/muestras/mail-muestra/:id', {
    onRequest: [requirePermisoMuestra('registrar')],
    config: { accion: 'identificable' },
    schema: {
      tags: ['muestras'],
      summary: 'Envío por correo de la hoja de la muestra (desactivado salvo MAIL_ENABLED=1)',
      params: idParamsSchema,
      response: { 200: correoPacienteSchema, ...errorResponses(400, 401, 403, 404, 503) },
    },
    handler: async (request) => {
      const { id } = request.params;
      const actual = await muestraEnAlcance(app.db, request, id, 'registrar');
      const correo = (respuesta: { enviado: boolean }): Lectura[] => [
        { accion: 'CORREO', tabla: 'muestra', registro_id: id, paciente_id: actual.paciente_id, consulta: respuesta },
      ];
      return request.repositorio.leer(correo, async () => {
        if (!app.config.mailEnabled) return { enviado: false, mensaje: MENSAJE_CORREO_DESACTIVADO };
        throw new ApiError(503, MENSAJE_CORREO_SIN_SERVICIO);
      });
    },
  });
};
