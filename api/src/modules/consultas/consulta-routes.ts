import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { esSoloLectura } from '@registro-lma/shared/domain';
import { enviarCsv } from '../../platform/adjunto-csv';
import { usuarioActual } from '../../platform/authentication-plugin';
import { idParamsSchema } from '../../platform/request-schemas';
import { errorResponses, paginated } from '../../platform/response-schemas';
import { lecturaDeListado, VARIOS_REGISTROS } from '../../platform/auditoria-repository';
import { requireFacultad } from '../../platform/alcance/alcance-scope';
import { consultaEnAlcance } from '../../platform/alcance/consulta-scope';
import { alcanceDeListado, exigirCentroEnAlcance, pacienteEnAlcance, requirePermiso } from '../../platform/alcance/paciente-scope';
import { abrirConsultas, avanzarConsulta, type PasoConsulta } from './consulta-commands';
import { TABLA_CONSULTA } from './consulta-correccion-queries';
import { csvConsultas } from './consulta-csv';
import { leerConsulta, listarConsultas, pasosDeConsultas } from './consulta-queries';
import { exigirDestinoValido } from './consulta-registro-validator';
import {
  consultaAperturaSchema,
  consultaCierreSchema,
  consultaDetalleSchema,
  consultaExportQuerySchema,
  consultaListadoQuerySchema,
  consultaReaperturaSchema,
  consultaRespuestaSchema,
  consultaSchema,
} from './consulta-schemas';

const TAGS = ['consultas'];

/**
 * `/leucemia/api/consultas`: queries between the monitor and the centre on one field of one record (or the whole
 * record). Everyone who reads the patient reads its queries (the read-only role without their texts); the monitor
 * (`gestionar_consultas`) opens, closes and reopens them; the centre's clinician (`responder_consultas`) answers.
 */
export const consultaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/consultas', {
    onRequest: [requirePermiso('ver')],
    schema: {
      tags: TAGS,
      summary: 'Consultas de los pacientes de su alcance, la última cambiada primero (filtros: centro, estado, paciente, formulario)',
      querystring: consultaListadoQuerySchema,
      response: { 200: paginated(consultaSchema), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const { pagina, tamano, ...filtro } = request.query;
      if (filtro.hospital_id !== null) exigirCentroEnAlcance(request, filtro.hospital_id);
      const alcance = alcanceDeListado(usuarioActual(request));
      return request.repositorio.leer(lecturaDeListado(TABLA_CONSULTA, { ...filtro, pagina, tamano }), (db) => listarConsultas(db, alcance, filtro, { pagina, tamano }));
    },
  });

  app.get('/api/consultas/exportar', {
    onRequest: [requirePermiso('ver')],
    config: { accion: 'identificable' },
    schema: {
      tags: TAGS,
      summary: 'Exporta en CSV las consultas filtradas con su historia: una línea por paso de cada hilo (identificable: no para LECTURA)',
      querystring: consultaExportQuerySchema,
      produces: ['text/csv'],
      response: { 200: z.string(), ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const filtro = request.query;
      if (filtro.hospital_id !== null) exigirCentroEnAlcance(request, filtro.hospital_id);
      const exportacion = { accion: 'LISTAR', tabla: TABLA_CONSULTA, registro_id: VARIOS_REGISTROS, consulta: { ...filtro, formato: 'csv' } } as const;
      const pasos = await request.repositorio.leer(exportacion, (db) => pasosDeConsultas(db, alcanceDeListado(usuarioActual(request)), filtro));
      return enviarCsv(reply, 'consultas', csvConsultas(pasos));
    },
  });

  app.get('/api/consultas/:id', {
    schema: {
      tags: TAGS,
      summary: 'Una consulta con su hilo (apertura, respuestas, cierres y reaperturas)',
      params: idParamsSchema,
      response: { 200: consultaDetalleSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const actual = await consultaEnAlcance(app.db, request, request.params.id);
      return request.repositorio.leer({ accion: 'VER', tabla: TABLA_CONSULTA, registro_id: actual.consulta_id, paciente_id: actual.paciente_id }, (db) => leerConsulta(db, actual.consulta_id, !esSoloLectura(usuarioActual(request).rol)));
    },
  });

  app.post('/api/consultas', {
    onRequest: [requireFacultad('gestionar_consultas')],
    schema: {
      tags: TAGS,
      summary: 'Abre una consulta sobre un campo de un registro (o el registro entero): coordinador o administrador',
      body: consultaAperturaSchema,
      response: { 201: consultaDetalleSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const { texto_consulta, ...destino } = request.body;
      await pacienteEnAlcance(app.db, request, destino.paciente_id, 'ver');
      await exigirDestinoValido(app.db, destino);
      const autor = usuarioActual(request);
      const creada = await request.repositorio.escribir(async (tx, auditar) => {
        const [id] = await abrirConsultas(tx, [{ ...destino, texto_consulta, origen: 'MANUAL', regla: null }], autor, auditar, true);
        return leerConsulta(tx, id ?? 0);
      });
      await app.avisarPasosConsulta(creada.hilo.map((paso) => paso.consulta_evento_id));
      return reply.code(201).send(creada);
    },
  });

  const paso = (ruta: string, tipo: PasoConsulta['tipo'], summary: string, body: typeof consultaRespuestaSchema | typeof consultaCierreSchema | typeof consultaReaperturaSchema) =>
    app.post(`/api/consultas/:id/${ruta}`, {
      onRequest: [requireFacultad(tipo === 'RESPUESTA' ? 'responder_consultas' : 'gestionar_consultas')],
      schema: { tags: TAGS, summary, params: idParamsSchema, body, response: { 200: consultaDetalleSchema, ...errorResponses(400, 401, 403, 404, 409) } },
      handler: async (request) => {
        const actual = await consultaEnAlcance(app.db, request, request.params.id);
        const cuerpo = request.body as { version: number; texto_consulta: string | null; auditoria_id?: number | null };
        const autor = usuarioActual(request);
        const avanzada = await request.repositorio.escribir(async (tx, auditar) => {
          await avanzarConsulta(tx, actual, { tipo, version: cuerpo.version, texto_consulta: cuerpo.texto_consulta, auditoria_id: cuerpo.auditoria_id ?? null }, autor, auditar);
          return leerConsulta(tx, actual.consulta_id);
        });
        const dado = avanzada.hilo.at(-1);
        await app.avisarPasosConsulta(dado === undefined ? [] : [dado.consulta_evento_id]);
        return avanzada;
      },
    });

  paso('respuesta', 'RESPUESTA', 'Responde una consulta abierta (el clínico del centro), con el enlace a la corrección auditada si la hubo', consultaRespuestaSchema);
  paso('cierre', 'CIERRE', 'Cierra una consulta (coordinador o administrador): no cambia ningún dato', consultaCierreSchema);
  paso('reapertura', 'REAPERTURA', 'Reabre una consulta respondida o cerrada, con el motivo (coordinador o administrador)', consultaReaperturaSchema);
};
