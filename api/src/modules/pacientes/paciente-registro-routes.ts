import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJE_CORREO_DESACTIVADO, pacienteEdicionSchema, pacienteEntradaSchema, pacienteEstadoSchema } from '@registro-lma/shared/domain';
import { ApiError } from '../../platform/api-errors';
import { usuarioActual } from '../../platform/authentication-plugin';
import type { Lectura } from '../../platform/auditoria-repository';
import { idParamsSchema } from '../../platform/request-schemas';
import { errorResponses } from '../../platform/response-schemas';
import { centroDe } from './paciente-centro-validator';
import {
  exigirCentroEnAlcance,
  exigirPermisoTraslado,
  pacienteEnAlcance,
  pacienteIdDeUpn,
  requirePermiso,
} from '../../platform/alcance/paciente-scope';
import { crearPaciente, modificarPaciente, solicitarUpn } from './paciente-commands';
import { cambiarEstado } from './paciente-estado-commands';
import { historialDePaciente } from './paciente-historial-queries';
import {
  codigoNuevoUpnSchema,
  correoPacienteSchema,
  entradaHistorialSchema,
  nuevoUpnSchema,
  pacienteSchema,
  upnParamsSchema,
} from './paciente-schemas';
import { verPaciente } from './paciente-view';

const TAGS = ['pacientes'];

export const MENSAJE_CORREO_SIN_SERVICIO = 'El servicio de correo no está disponible.';

/** `/leucemia/api/pacientes`: registering, reading, editing one patient, its state and its history. */
export const pacienteRegistroRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/pacientes', {
    onRequest: [requirePermiso('editar')],
    config: { idempotente: true },
    schema: {
      tags: TAGS,
      summary: 'Alta de paciente (borrador o completo); el UPN lo asigna el servidor',
      body: pacienteEntradaSchema,
      response: { 201: pacienteSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      exigirCentroEnAlcance(request, centroDe(request.body.datos));
      const autor = usuarioActual(request);
      const creado = await request.repositorio.escribir((tx, auditar) => crearPaciente(tx, request.body, autor, auditar));
      return reply.code(201).send(creado);
    },
  });

  app.post('/api/pacientes/codigo-nuevo-upn', {
    onRequest: [requirePermiso('editar')],
    config: { idempotente: true },
    schema: {
      tags: TAGS,
      summary: 'Solicitar nuevo UPN: crea un paciente en borrador con el siguiente UPN',
      body: codigoNuevoUpnSchema,
      response: { 201: nuevoUpnSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      exigirCentroEnAlcance(request, request.body.hospital_id);
      const autor = usuarioActual(request);
      const creado = await request.repositorio.escribir((tx, auditar) => solicitarUpn(tx, request.body.hospital_id, autor, auditar));
      return reply.code(201).send(creado);
    },
  });

  app.get('/api/pacientes/:id', {
    onRequest: [requirePermiso('ver')],
    schema: {
      tags: TAGS,
      summary: 'Un paciente (queda registrado quién lo ha consultado)',
      params: idParamsSchema,
      response: { 200: pacienteSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => verPaciente(app.db, request, request.params.id),
  });

  app.get('/api/pacientes/upn/:upn', {
    onRequest: [requirePermiso('ver')],
    schema: {
      tags: TAGS,
      summary: 'Un paciente por su UPN (queda registrado quién lo ha consultado)',
      params: upnParamsSchema,
      response: { 200: pacienteSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => verPaciente(app.db, request, await pacienteIdDeUpn(app.db, request.params.upn)),
  });

  app.put('/api/pacientes/:id', {
    onRequest: [requirePermiso('editar')],
    schema: {
      tags: TAGS,
      summary: 'Modifica un paciente (con la versión leída); completar un borrador lo pasa a ACTIVO',
      params: idParamsSchema,
      body: pacienteEdicionSchema,
      response: { 200: pacienteSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const actual = await pacienteEnAlcance(app.db, request, request.params.id, 'editar');
      exigirPermisoTraslado(request, actual.hospital_id, centroDe(request.body.datos));
      const autor = usuarioActual(request);
      return request.repositorio.escribir((tx, auditar) => modificarPaciente(tx, request.params.id, request.body, autor, auditar));
    },
  });

  app.put('/api/pacientes/:id/estado', {
    onRequest: [requirePermiso('cambiar_estado')],
    schema: {
      tags: TAGS,
      summary: 'Cambia el estado del paciente según las transiciones permitidas a cada rol',
      params: idParamsSchema,
      body: pacienteEstadoSchema,
      response: { 200: pacienteSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      await pacienteEnAlcance(app.db, request, request.params.id, 'cambiar_estado');
      const autor = usuarioActual(request);
      return request.repositorio.escribir((tx, auditar) => cambiarEstado(tx, request.params.id, request.body, autor, auditar));
    },
  });

  app.get('/api/pacientes/:id/historial', {
    onRequest: [requirePermiso('ver_historial')],
    schema: {
      tags: TAGS,
      summary: 'Historial de cambios del paciente y sus registros, campo a campo, del más reciente al más antiguo',
      params: idParamsSchema,
      response: { 200: z.array(entradaHistorialSchema), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { id } = request.params;
      await pacienteEnAlcance(app.db, request, id, 'ver_historial');
      // Reading who changed what is itself a read of the patient's audit trail.
      return request.repositorio.leer({ accion: 'VER', tabla: 'auditoria', registro_id: id, paciente_id: id }, (db) => historialDePaciente(db, id));
    },
  });

  app.post('/api/pacientes/mail-paciente/:id', {
    onRequest: [requirePermiso('ver')],
    // Identifiable data leaves the registry: never for a read-only role.
    config: { accion: 'identificable' },
    schema: {
      tags: TAGS,
      summary: 'Envío por correo de los datos del paciente (desactivado salvo MAIL_ENABLED=1; nunca para LECTURA)',
      params: idParamsSchema,
      response: { 200: correoPacienteSchema, ...errorResponses(400, 401, 403, 404, 503) },
    },
    handler: async (request) => {
      const { id } = request.params;
      await pacienteEnAlcance(app.db, request, id, 'ver');
      const correo = (respuesta: { enviado: boolean }): Lectura[] => [{ accion: 'CORREO', tabla: 'paciente', registro_id: id, paciente_id: id, consulta: respuesta }];
      return request.repositorio.leer(correo, async () => {
        if (!app.config.mailEnabled) return { enviado: false, mensaje: MENSAJE_CORREO_DESACTIVADO };
        // No mail transport is part of this release: with e-mail switched on, say so rather than pretend.
        throw new ApiError(503, MENSAJE_CORREO_SIN_SERVICIO);
      });
    },
  });
};
