import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { RegistroBiobanco } from '@registro-lma/shared/domain';
import { notFound } from '../../platform/api-errors';
import { usuarioActual } from '../../platform/authentication-plugin';
import { lecturaDeListado, type Lectura } from '../../platform/auditoria-repository';
import { errorResponses } from '../../platform/response-schemas';
import { requirePermisoMuestra } from '../../platform/alcance/muestra-scope';
import { biobancoEnAlcance, biobancoScope, COLUMNAS_BIOBANCO, exigirBiolabPropio, exigirFiltroBiolab } from '../../platform/alcance/biobanco-scope';
import { crearRegistroBiobanco, darDeBajaAlicuotas, modificarRegistroBiobanco, pacienteDeUpn } from './biobanco-commands';
import { cargarPacienteDeBiobanco, cargarRegistroBiobanco, listarBiobanco, listarRetirados } from './biobanco-queries';
import {
  altaBiobancoSchema,
  bajaAlicuotaSchema,
  biobancoListadoQuerySchema,
  biobancoListadoSchema,
  biobancoParamsSchema,
  edicionBiobancoSchema,
  pacienteDeBiobancoSchema,
  registroBiobancoSchema,
  retiradosQuerySchema,
  upnParamsSchema,
} from './biobanco-schemas';

const TAGS = ['biobanco'];

const vista = (registro: RegistroBiobanco): Lectura[] => [{ accion: 'VER', tabla: 'biobanco', registro_id: registro.biobanco_id, paciente_id: registro.paciente_id }];

/** The biolab a body names, checked against the user's biolabs before anything is validated. */
function exigirBiolabDelCuerpo(request: FastifyRequest, datos: Record<string, unknown>): void {
  if (typeof datos.biolab === 'string') exigirBiolabPropio(request, datos.biolab);
}

/**
 * `/leucemia/api/biobanco` (spec §7, data-dictionary §5.5): the biobank worklist, new entries of a patient (by UPN)
 * and each record at `/{upn}/{id}`. BIOBANCO records in its biolabs; ADMIN anywhere; CLINICO (own centres),
 * COORDINADOR and LECTURA read.
 */
export const biobancoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/biobanco', {
    onRequest: [requirePermisoMuestra('ver_biobanco')],
    schema: {
      tags: TAGS,
      summary: 'Registros de biobanco del alcance del usuario, filtrables por biobanco, estado y UPN',
      querystring: biobancoListadoQuerySchema,
      response: { 200: biobancoListadoSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const usuario = usuarioActual(request);
      const { biolab } = request.query;
      exigirFiltroBiolab(request, biolab);
      return request.repositorio.leer(lecturaDeListado('biobanco', request.query), (db) => listarBiobanco(db, request.query, biobancoScope(usuario, COLUMNAS_BIOBANCO)));
    },
  });

  app.get('/api/biobanco/retirados', {
    onRequest: [requirePermisoMuestra('editar_biobanco')],
    schema: {
      tags: TAGS,
      summary: 'Alícuotas aún almacenadas de pacientes que han retirado el consentimiento, para destruirlas o anonimizarlas (biobancos del usuario)',
      querystring: retiradosQuerySchema,
      response: { 200: biobancoListadoSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const usuario = usuarioActual(request);
      const { biolab } = request.query;
      if (biolab !== null) exigirBiolabPropio(request, biolab);
      return request.repositorio.leer(lecturaDeListado('biobanco', { ...request.query, retirados: true }), (db) =>
        listarRetirados(db, request.query, biobancoScope(usuario, COLUMNAS_BIOBANCO)),
      );
    },
  });

  app.post('/api/biobanco/:upn', {
    onRequest: [requirePermisoMuestra('editar_biobanco')],
    config: { idempotente: true },
    schema: {
      tags: TAGS,
      summary: 'Registra una entrada de biobanco del paciente; el identificador {UPN}-B{id} lo asigna el servidor',
      params: upnParamsSchema,
      body: altaBiobancoSchema,
      response: { 201: registroBiobancoSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      exigirBiolabDelCuerpo(request, request.body.datos);
      const paciente = await pacienteDeUpn(app.db, request.params.upn);
      const autor = usuarioActual(request);
      const creado = await request.repositorio.escribir((tx, auditar) => crearRegistroBiobanco(tx, paciente, request.body.datos, autor, auditar));
      return reply.code(201).send(creado);
    },
  });

  app.get('/api/biobanco/:upn/paciente', {
    onRequest: [requirePermisoMuestra('editar_biobanco')],
    schema: {
      tags: TAGS,
      summary: 'El paciente de una nueva entrada: su estado, su consentimiento y sus muestras por código (queda registrado quién lo ha consultado)',
      params: upnParamsSchema,
      response: { 200: pacienteDeBiobancoSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { paciente_id } = await pacienteDeUpn(app.db, request.params.upn);
      return request.repositorio.leer({ accion: 'VER', tabla: 'paciente', registro_id: paciente_id, paciente_id }, async (db) => {
        const encontrado = await cargarPacienteDeBiobanco(db, paciente_id);
        if (encontrado === null) throw notFound();
        return encontrado;
      });
    },
  });

  app.get('/api/biobanco/:upn/:id', {
    onRequest: [requirePermisoMuestra('ver_biobanco')],
    schema: {
      tags: TAGS,
      summary: 'Un registro de biobanco (queda registrado quién lo ha consultado)',
      params: biobancoParamsSchema,
      response: { 200: registroBiobancoSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { upn, id } = request.params;
      await biobancoEnAlcance(app.db, request, upn, id, 'ver_biobanco');
      return request.repositorio.leer(vista, async (db) => {
        const registro = await cargarRegistroBiobanco(db, id);
        if (registro === null) throw notFound();
        return registro;
      });
    },
  });

  app.put('/api/biobanco/:upn/:id', {
    onRequest: [requirePermisoMuestra('editar_biobanco')],
    schema: {
      tags: TAGS,
      summary: 'Modifica un registro de biobanco (con la versión leída)',
      params: biobancoParamsSchema,
      body: edicionBiobancoSchema,
      response: { 200: registroBiobancoSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const { upn, id } = request.params;
      const actual = await biobancoEnAlcance(app.db, request, upn, id, 'editar_biobanco');
      exigirBiolabPropio(request, actual.biolab);
      exigirBiolabDelCuerpo(request, request.body.datos);
      const autor = usuarioActual(request);
      return request.repositorio.escribir((tx, auditar) => modificarRegistroBiobanco(tx, actual, request.body, autor, auditar));
    },
  });

  app.put('/api/biobanco/:upn/:id/estado', {
    onRequest: [requirePermisoMuestra('editar_biobanco')],
    schema: {
      tags: TAGS,
      summary: 'Registra la destrucción o la anonimización de las alícuotas aún almacenadas (con la versión leída y el motivo)',
      params: biobancoParamsSchema,
      body: bajaAlicuotaSchema,
      response: { 200: registroBiobancoSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const { upn, id } = request.params;
      const actual = await biobancoEnAlcance(app.db, request, upn, id, 'editar_biobanco');
      exigirBiolabPropio(request, actual.biolab);
      const autor = usuarioActual(request);
      return request.repositorio.escribir((tx, auditar) => darDeBajaAlicuotas(tx, actual, request.body, autor, auditar));
    },
  });
};
