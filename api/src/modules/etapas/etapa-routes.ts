import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EtapaId, RegistroEtapa } from '@registro-lma/shared/domain';
import { notFound } from '../../platform/api-errors';
import { usuarioActual } from '../../platform/authentication-plugin';
import type { Lectura } from '../../platform/auditoria-repository';
import { idParamsSchema } from '../../platform/request-schemas';
import { errorResponses } from '../../platform/response-schemas';
import { pacienteEnAlcance, requirePermiso } from '../../platform/alcance/paciente-scope';
import { desbloquearRegistroEtapa, eliminarRegistroEtapa, validarRegistroEtapa } from './estado-registro-etapa-commands';
import { filasDeEtapa } from './filas-etapa-queries';
import { guardarEtapa } from './etapa-commands';
import { filaActual, vistaDeFila } from './registro-actual-queries';
import { TABLAS_ETAPAS } from '../../db/etapa-registry';
import { filaParamsSchema, guardadoEtapaSchema, motivoSchema, registroEtapaSchemaDe, resumenEtapasSchema, validacionSchema } from './etapa-schemas';
import { resumenEtapas } from './resumen-etapas-view';

const TAGS = ['etapas'];

/**
 * `/leucemia/api/pacientes/{id}/{etapa}` for every clinical stage (spec §7, data-dictionary §1). A one-per-patient stage
 * (and each rescue line) is read, saved (PUT: creates it or edits it with the version read), validated, unlocked and
 * deleted at its path; a repeatable one lists its rows there, adds one with POST and handles each at `/{filaId}`.
 * GET answers 404 while a stage has no record. Every route goes through the patient's scope gate.
 */
export const etapaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/pacientes/:id/etapas', {
    onRequest: [requirePermiso('ver')],
    schema: {
      tags: TAGS,
      summary: 'Estado de cada etapa del paciente, etapas aún no disponibles y registros clínicos del paciente',
      params: idParamsSchema,
      response: { 200: resumenEtapasSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { id } = request.params;
      await pacienteEnAlcance(app.db, request, id, 'ver');
      // The summary carries the patient's whole clinical history: one row for it, on the pseudo-table `expediente`.
      const lectura = { accion: 'VER', tabla: 'expediente', registro_id: id, paciente_id: id } as const;
      return request.repositorio.leer(lectura, (db) => resumenEtapas(db, id));
    },
  });

  for (const [id, { etapa }] of Object.entries(TABLAS_ETAPAS) as [EtapaId, (typeof TABLAS_ETAPAS)[EtapaId]][]) {
    const base = `/api/pacientes/:id/${etapa.rutaApi}`;
    const filas = etapa.cardinalidad === 'filas';
    const ruta = filas ? `${base}/:filaId` : base;
    const params = filas ? filaParamsSchema : idParamsSchema;
    const filaDe = (p: object): number | null => (filas && 'filaId' in p && typeof p.filaId === 'number' ? p.filaId : null);
    const registroEtapaSchema = registroEtapaSchemaDe(etapa);

    app.get(base, {
      onRequest: [requirePermiso('ver')],
      schema: {
        tags: TAGS,
        summary: filas ? `${etapa.titulo}: filas del paciente (404 si no hay ninguna)` : `${etapa.titulo} del paciente (404 si no existe)`,
        params: idParamsSchema,
        response: { 200: filas ? z.array(registroEtapaSchema) : registroEtapaSchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => {
        const pacienteId = request.params.id;
        await pacienteEnAlcance(app.db, request, pacienteId, 'ver');
        const vistos = (registros: RegistroEtapa | RegistroEtapa[]): Lectura[] =>
          [registros].flat().map((registro) => ({ accion: 'VER', tabla: etapa.tabla, registro_id: registro.registro_id, paciente_id: pacienteId }));
        return request.repositorio.leer(vistos, async (db) => {
          if (filas) {
            const todas = await filasDeEtapa(db, TABLAS_ETAPAS[id], pacienteId);
            if (todas.length === 0) throw notFound();
            return Promise.all(todas.map((fila) => vistaDeFila(db, id, fila)));
          }
          const fila = await filaActual(db, id, pacienteId, null);
          if (fila === null) throw notFound();
          return vistaDeFila(db, id, fila);
        });
      },
    });

    const guardar = (pacienteIdDe: (p: { id: number }) => number, filaId: (p: object) => number | null) =>
      async (request: { params: { id: number; filaId?: number }; body: z.output<typeof guardadoEtapaSchema> } & Parameters<typeof usuarioActual>[0]) => {
        const paciente = await pacienteEnAlcance(app.db, request, pacienteIdDe(request.params), 'editar_etapa');
        const autor = usuarioActual(request);
        return request.repositorio.escribir(
          (tx, auditar) => guardarEtapa(tx, { etapaId: id, paciente, filaId: filaId(request.params), cuerpo: request.body, autor }, auditar),
          undefined,
          (guardado) => guardado.registro,
        );
      };

    if (filas) {
      app.post(base, {
        onRequest: [requirePermiso('editar_etapa')],
        config: { idempotente: true },
        schema: {
          tags: TAGS,
          summary: `${etapa.titulo}: añade una fila (borrador o completa)`,
          params: idParamsSchema,
          body: guardadoEtapaSchema,
          response: { 201: registroEtapaSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
        handler: async (request, reply) => {
          const { registro } = await guardar((p) => p.id, () => null)(request);
          return reply.code(201).send(registro);
        },
      });
    }

    app.put(ruta, {
      onRequest: [requirePermiso('editar_etapa')],
      schema: {
        tags: TAGS,
        summary: filas ? `${etapa.titulo}: modifica una fila (con la versión leída)` : `${etapa.titulo}: crea o modifica (con la versión leída)`,
        params,
        body: guardadoEtapaSchema,
        response: { 200: registroEtapaSchema, 201: registroEtapaSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request, reply) => {
        const { registro, creado } = await guardar((p) => p.id, filaDe)(request);
        return reply.code(creado ? 201 : 200).send(registro);
      },
    });

    const cambio = (accion: 'validar' | 'desbloquear') => ({
      onRequest: [requirePermiso('validar_etapa')],
      schema: {
        tags: TAGS,
        summary: accion === 'validar' ? `${etapa.titulo}: validar (bloquea el registro)` : `${etapa.titulo}: desbloquear (con motivo)`,
        params,
        body: accion === 'validar' ? validacionSchema : motivoSchema,
        response: { 200: registroEtapaSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    });

    app.post(`${ruta}/validar`, {
      ...cambio('validar'),
      handler: async (request): Promise<RegistroEtapa> => {
        await pacienteEnAlcance(app.db, request, request.params.id, 'validar_etapa');
        const autor = usuarioActual(request);
        const body = request.body as { version: number };
        return request.repositorio.escribir((tx, auditar) =>
          validarRegistroEtapa(tx, { etapaId: id, pacienteId: request.params.id, filaId: filaDe(request.params), version: body.version, motivo: null, autor }, auditar),
        );
      },
    });

    app.post(`${ruta}/desbloquear`, {
      ...cambio('desbloquear'),
      handler: async (request): Promise<RegistroEtapa> => {
        await pacienteEnAlcance(app.db, request, request.params.id, 'validar_etapa');
        const autor = usuarioActual(request);
        const body = request.body as { version: number; motivo: string };
        return request.repositorio.escribir((tx, auditar) =>
          desbloquearRegistroEtapa(tx, { etapaId: id, pacienteId: request.params.id, filaId: filaDe(request.params), version: body.version, motivo: body.motivo, autor }, auditar),
        );
      },
    });

    app.delete(ruta, {
      onRequest: [requirePermiso('editar_etapa')],
      schema: {
        tags: TAGS,
        summary: `${etapa.titulo}: eliminación lógica con motivo (administrador, o quien creó el borrador)`,
        params,
        body: motivoSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request, reply) => {
        await pacienteEnAlcance(app.db, request, request.params.id, 'editar_etapa');
        const autor = usuarioActual(request);
        await request.repositorio.escribir((tx, auditar) =>
          eliminarRegistroEtapa(tx, { etapaId: id, pacienteId: request.params.id, filaId: filaDe(request.params), version: request.body.version, motivo: request.body.motivo, autor }, auditar),
        );
        return reply.code(204).send(null);
      },
    });
  }
};
