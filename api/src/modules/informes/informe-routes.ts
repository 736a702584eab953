import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  erroresDeIssues,
  MENSAJE_ELIMINACION_NO_PERMITIDA,
  mensajeCaracteresNoPermitidos,
  puedeEliminarInforme,
} from '@registro-lma/shared/domain';
import { ApiError, invalidInput, notFound } from '../../platform/api-errors';
import { usuarioActual } from '../../platform/authentication-plugin';
import { VARIOS_REGISTROS, type Lectura } from '../../platform/auditoria-repository';
import { campoConCaracterNoPermitido } from '../../platform/input-plugin';
import { idParamsSchema } from '../../platform/request-schemas';
import { errorResponses } from '../../platform/response-schemas';
import { recibirFichero, type CamposFormulario } from '../../platform/subidas/subida-fichero-reader';
import { requirePermisoMuestra, type MuestraEnAlcance } from '../../platform/alcance/muestra-scope';
import { muestraDeInformeSubido, muestraDeInformeVisible, requireDescargaInforme } from '../../platform/alcance/informe-scope';
import { adjuntarInforme, comprobarInforme, eliminarInforme, mensajeDuplicado } from './informe-commands';
import { cargarInforme, informesDeMuestra, type FilaInformeConAutor } from './informe-queries';
import { eliminacionInformeSchema, formularioInformeSchema, informeConAutorSchema, informeSchema, type FormularioInforme } from './informe-schemas';
import { vistaInforme, vistaInformeConAutor } from './informe-view';

const TAGS = ['informes'];
export { MENSAJE_ELIMINACION_NO_PERMITIDA };
export const MENSAJE_INFORME_YA_ELIMINADO = 'El informe ya está eliminado.';

/** The form's fields read as the JSON bodies are (multipart bypasses the input plugin's check of bad text). */
function formularioDe(campos: CamposFormulario): FormularioInforme {
  const conCaracterNoPermitido = campoConCaracterNoPermitido(campos);
  if (conCaracterNoPermitido !== null) {
    const mensaje = mensajeCaracteresNoPermitidos(conCaracterNoPermitido);
    throw new ApiError(400, mensaje, { [conCaracterNoPermitido]: mensaje });
  }
  const leido = formularioInformeSchema.safeParse(campos);
  if (!leido.success) throw invalidInput(erroresDeIssues(leido.error.issues));
  return leido.data;
}

/**
 * `/leucemia/api/informes` (data-dictionary §5.3): the destination laboratory (or an ADMIN) attaches a report PDF to
 * a received sample through the upload pipeline; whoever may read the sample's reports lists them; the uploader
 * (24 h) or an ADMIN withdraws one, with a reason.
 */
export const informeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/informes', {
    onRequest: [requirePermisoMuestra('confirmar')],
    schema: {
      tags: TAGS,
      summary: 'Adjunta un informe PDF a una muestra recibida (multipart: muestra_id, tipo_informe, fecha_informe, sustituye_a?, comentario?, y al final «archivo»)',
      consumes: ['multipart/form-data'],
      response: { 201: informeSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
    },
    handler: async (request, reply) => {
      const autor = usuarioActual(request);
      // The sample and the form are known once the fields before the file are read; the record is written after.
      let destino: { muestra: MuestraEnAlcance; formulario: FormularioInforme } | undefined;
      const creado = await recibirFichero(
        request,
        async (campos) => {
          const formulario = formularioDe(campos);
          const muestra = await muestraDeInformeSubido(app.db, request, formulario.muestra_id);
          await comprobarInforme(app.db, muestra, formulario);
          destino = { muestra, formulario };
          return { tipos: ['pdf'], carpeta: `informes/${muestra.muestra_id}`, duplicado: (sha256) => mensajeDuplicado(app.db, muestra.muestra_id, sha256) };
        },
        (tx, fichero, auditar) => {
          if (destino === undefined) throw new Error('El informe se confirmó sin su muestra.');
          return adjuntarInforme(tx, autor, destino.muestra, destino.formulario, fichero, auditar);
        },
      );
      return reply.code(201).send(vistaInforme(creado));
    },
  });

  app.get('/api/informes/muestra/:id', {
    onRequest: [requireDescargaInforme],
    schema: {
      tags: TAGS,
      summary: 'Informes de una muestra (también los sustituidos y eliminados), por tipo y versión, con el nombre de quien subió cada uno',
      params: idParamsSchema,
      response: { 200: z.array(informeConAutorSchema), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { id } = request.params;
      const muestra = await muestraDeInformeVisible(app.db, request, id);
      const listado = (informes: readonly FilaInformeConAutor[]): Lectura[] => [
        { accion: 'LISTAR', tabla: 'informe', registro_id: VARIOS_REGISTROS, paciente_id: muestra.paciente_id, consulta: { muestra_id: id, devueltos: informes.length } },
      ];
      return (await request.repositorio.leer(listado, (db) => informesDeMuestra(db, id))).map(vistaInformeConAutor);
    },
  });

  app.delete('/api/informes/:id', {
    onRequest: [requirePermisoMuestra('confirmar')],
    schema: {
      tags: TAGS,
      summary: 'Eliminación lógica de un informe con su motivo: quien lo subió durante 24 horas, o un ADMIN',
      params: idParamsSchema,
      body: eliminacionInformeSchema,
      response: { 200: informeSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const actual = await cargarInforme(app.db, request.params.id);
      if (actual === undefined) throw notFound();
      const muestra = await muestraDeInformeVisible(app.db, request, actual.muestra_id);
      const autor = usuarioActual(request);
      // data-dictionary §5.3: the uploader for a day, or an ADMIN (the upload screen hides the action by the same rule).
      if (!puedeEliminarInforme(actual, autor, Date.now())) throw new ApiError(403, MENSAJE_ELIMINACION_NO_PERMITIDA);
      if (!actual.activo) throw new ApiError(409, MENSAJE_INFORME_YA_ELIMINADO);
      const eliminado = await request.repositorio.escribir((tx, auditar) => eliminarInforme(tx, autor, muestra.paciente_id, actual, request.body.motivo, auditar));
      return vistaInforme(eliminado);
    },
  });
};
