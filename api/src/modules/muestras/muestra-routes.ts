import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { esSoloLectura, formatMensaje, MENSAJE_CAMBIO_ESTADO_NO_PERMITIDO, tienePermisoMuestra, type Muestra } from '@registro-lma/shared/domain';
import { ApiError, invalidInput, notFound, notFoundDenegado } from '../../platform/api-errors';
import { usuarioActual } from '../../platform/authentication-plugin';
import { lecturaDeListado, VARIOS_REGISTROS, type Lectura } from '../../platform/auditoria-repository';
import { idParamsSchema } from '../../platform/request-schemas';
import { errorResponses } from '../../platform/response-schemas';
import { pacienteEnAlcance } from '../../platform/alcance/paciente-scope';
import { exigirFiltroLaboratorio, exigirLaboratorioPropio, muestraEnAlcance, muestrasVisibles, pacienteDeMuestras, requirePermisoMuestra } from '../../platform/alcance/muestra-scope';
import { confirmarMuestra } from './confirmacion-commands';
import { cambiarEstadoMuestra, crearMuestra, modificarMuestra, releerMuestra } from './muestra-commands';
import { listarMuestras, muestraIdDeCodigo, muestrasDePacienteConCicloVida } from './muestra-queries';
import {
  altaMuestraSchema,
  cambioEstadoMuestraSchema,
  codigoParamsSchema,
  confirmacionSchema,
  edicionMuestraSchema,
  muestraListadoQuerySchema,
  muestraDePacienteSchema,
  muestraListadoSchema,
  muestraSchema,
} from './muestra-schemas';

const TAGS = ['muestras'];

const vista = (muestra: Muestra): Lectura[] => [{ accion: 'VER', tabla: 'muestra', registro_id: muestra.muestra_id, paciente_id: muestra.paciente.paciente_id }];

/**
 * `/leucemia/api/muestras` (spec §7, data-dictionary §5.1–§5.2): list (the laboratory worklist), register, read
 * (by id, by patient, by tube code), edit, change state and confirm reception. Every route goes through the sample's
 * scope: CLINICO its centres, LABORATORIO its laboratories, BIOBANCO samples linked to its biolabs.
 */
export const muestraRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/muestras', {
    onRequest: [requirePermisoMuestra('ver')],
    schema: {
      tags: TAGS,
      summary: 'Muestras del alcance del usuario, filtrables por laboratorio, estado, UPN y tipo (lista de trabajo del laboratorio)',
      querystring: muestraListadoQuerySchema,
      response: { 200: muestraListadoSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      exigirFiltroLaboratorio(request, request.query.laboratorio);
      const alcance = muestrasVisibles(usuarioActual(request));
      return request.repositorio.leer(lecturaDeListado('muestra', request.query), (db) => listarMuestras(db, request.query, alcance));
    },
  });

  app.post('/api/muestras', {
    onRequest: [requirePermisoMuestra('registrar')],
    config: { idempotente: true },
    schema: {
      tags: TAGS,
      summary: 'Registra una muestra (o muestra de ensayo) de un paciente; el código {UPN}-Mnnn lo asigna el servidor',
      body: altaMuestraSchema,
      response: { 201: muestraSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const paciente = await pacienteEnAlcance(app.db, request, request.body.paciente_id, 'editar');
      const autor = usuarioActual(request);
      const creada = await request.repositorio.escribir((tx, auditar) => crearMuestra(tx, paciente, request.body.datos, autor, auditar));
      return reply.code(201).send(creada);
    },
  });

  app.get('/api/muestras/paciente/:id', {
    onRequest: [requirePermisoMuestra('ver')],
    schema: {
      tags: TAGS,
      summary: 'Muestras de un paciente que el usuario puede ver, de la extracción más reciente a la más antigua, con su ciclo de vida (quién y cuándo)',
      params: idParamsSchema,
      response: { 200: z.array(muestraDePacienteSchema), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { id } = request.params;
      const usuario = usuarioActual(request);
      await pacienteDeMuestras(app.db, request, id);
      const listado = (muestras: readonly Muestra[]): Lectura[] => [
        { accion: 'LISTAR', tabla: 'muestra', registro_id: VARIOS_REGISTROS, paciente_id: id, consulta: { paciente_id: id, devueltos: muestras.length } },
      ];
      const opciones = {
        conInformes: tienePermisoMuestra(usuario.rol, 'descargar_informe'),
        conBiobanco: tienePermisoMuestra(usuario.rol, 'ver_biobanco'),
        seudonimizado: esSoloLectura(usuario.rol),
      };
      return request.repositorio.leer(listado, (db) => muestrasDePacienteConCicloVida(db, id, muestrasVisibles(usuario), opciones));
    },
  });

  app.get('/api/muestras/codigo/:codigo', {
    onRequest: [requirePermisoMuestra('ver')],
    schema: {
      tags: TAGS,
      summary: 'Una muestra por su código de tubo (lector de código de barras: código + Intro)',
      params: codigoParamsSchema,
      response: { 200: muestraSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const muestraId = await muestraIdDeCodigo(app.db, request.params.codigo);
      if (muestraId === null) throw notFound();
      // Another laboratory's tube answers as a code that does not exist (its existence is not told), audited as refused.
      await muestraEnAlcance(app.db, request, muestraId, 'ver').catch((error: unknown) => {
        throw error instanceof ApiError && error.statusCode === 403 ? notFoundDenegado() : error;
      });
      return request.repositorio.leer(vista, (db) => releerMuestra(db, muestraId));
    },
  });

  app.get('/api/muestras/:id', {
    onRequest: [requirePermisoMuestra('ver')],
    schema: {
      tags: TAGS,
      summary: 'Una muestra con su recepción (queda registrado quién la ha consultado)',
      params: idParamsSchema,
      response: { 200: muestraSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      await muestraEnAlcance(app.db, request, request.params.id, 'ver');
      return request.repositorio.leer(vista, (db) => releerMuestra(db, request.params.id));
    },
  });

  app.put('/api/muestras/:id', {
    onRequest: [requirePermisoMuestra('registrar')],
    schema: {
      tags: TAGS,
      summary: 'Modifica una muestra registrada o enviada (con la versión leída); grabar la fecha de envío la pasa a ENVIADA',
      params: idParamsSchema,
      body: edicionMuestraSchema,
      response: { 200: muestraSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const actual = await muestraEnAlcance(app.db, request, request.params.id, 'registrar');
      const autor = usuarioActual(request);
      return request.repositorio.escribir((tx, auditar) => modificarMuestra(tx, actual, request.body, autor, auditar));
    },
  });

  app.put('/api/muestras/:id/estado', {
    onRequest: [requirePermisoMuestra('cambiar_estado')],
    schema: {
      tags: TAGS,
      summary: 'Cambia el estado por una transición permitida: ENVIADA o ANULADA (quien registra), EN_PROCESO (laboratorio de destino)',
      params: idParamsSchema,
      body: cambioEstadoMuestraSchema,
      response: { 200: muestraSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const { id } = request.params;
      const { estado, version, motivo, fecha_envio, temperatura_envio, seguimiento_envio } = request.body;
      const autor = usuarioActual(request);
      if (estado === 'EN_PROCESO') {
        const actual = await muestraEnAlcance(app.db, request, id, 'confirmar');
        exigirLaboratorioPropio(request, actual.laboratorio_destino, id);
        return request.repositorio.escribir((tx, auditar) => cambiarEstadoMuestra(tx, actual, { estado, version, motivo }, autor, auditar));
      }
      // Reception and reports move a sample through their own routes; no other change is anyone's to make here.
      if (estado !== 'ENVIADA' && estado !== 'ANULADA') {
        await muestraEnAlcance(app.db, request, id, 'ver');
        throw new ApiError(400, MENSAJE_CAMBIO_ESTADO_NO_PERMITIDO);
      }
      const actual = await muestraEnAlcance(app.db, request, id, 'registrar');
      if (estado === 'ANULADA') return request.repositorio.escribir((tx, auditar) => cambiarEstadoMuestra(tx, actual, { estado, version, motivo }, autor, auditar));
      if (fecha_envio === null) throw invalidInput({ fecha_envio: formatMensaje('G01') });
      return request.repositorio.escribir(async (tx, auditar) => {
        const { datos } = await releerMuestra(tx, id);
        return modificarMuestra(tx, actual, { version, datos: { ...datos, fecha_envio, temperatura_envio, seguimiento_envio } }, autor, auditar);
      });
    },
  });

  app.put('/api/muestras/:id/confirmacion', {
    onRequest: [requirePermisoMuestra('confirmar')],
    schema: {
      tags: TAGS,
      summary: 'confirmar-muestra: el laboratorio de destino registra (sin versión) o corrige (con versión) la recepción',
      params: idParamsSchema,
      body: confirmacionSchema,
      response: { 200: muestraSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const actual = await muestraEnAlcance(app.db, request, request.params.id, 'confirmar');
      exigirLaboratorioPropio(request, actual.laboratorio_destino, actual.muestra_id);
      const autor = usuarioActual(request);
      return request.repositorio.escribir((tx, auditar) => confirmarMuestra(tx, actual, request.body, autor, auditar));
    },
  });
};
