import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ENTIDAD, ESTADO_PACIENTE, type CatalogoFila, type PacienteBusqueda } from '@registro-lma/shared/domain';
import { usuarioActual } from '../../platform/authentication-plugin';
import { VARIOS_REGISTROS } from '../../platform/auditoria-repository';
import { errorResponses } from '../../platform/response-schemas';
import { exigirCentroEnAlcance, requirePermiso } from '../../platform/alcance/paciente-scope';
import { lecturaBusquedaUpn } from './busqueda-upn-queries';
import { lecturaListado, paginaDeFilas, type AmbitoListado, type FiltroPacientes } from './paciente-listado-queries';
import {
  busquedaParamsSchema,
  filaCatalogoSchema,
  pacienteBusquedaSchema,
  pacienteListadoQuerySchema,
  pacienteListadoSchema,
} from './paciente-schemas';

const TAGS = ['pacientes'];

const filasDe = (filas: readonly CatalogoFila[]) => filas.map(({ codigo, etiqueta, orden, activo }) => ({ codigo, etiqueta, orden, activo }));

/** `/leucemia/api/pacientes` lists: own centres, all centres, the UPN search and the selectors' catalogues. */
export const pacienteListadoRoutes: FastifyPluginAsyncZod = async (app) => {
  // One statement per list: the page, its total and its audit row (the filters, how many came back, the total).
  const listar = async (request: FastifyRequest, filtro: FiltroPacientes, ambito: AmbitoListado) =>
    paginaDeFilas(
      await request.repositorio.leerEnUnaSentencia(
        { accion: 'LISTAR', tabla: 'paciente', registro_id: VARIOS_REGISTROS, consulta: filtro },
        lecturaListado(app.db, filtro, usuarioActual(request), ambito),
      ),
    );

  const listado = {
    tags: TAGS,
    querystring: pacienteListadoQuerySchema,
    response: { 200: pacienteListadoSchema, ...errorResponses(400, 401, 403) },
  };

  app.get('/api/pacientes', {
    onRequest: [requirePermiso('ver')],
    schema: { ...listado, summary: 'Pacientes de los centros del usuario (paginado, ordenable, filtrable)' },
    handler: async (request) => {
      if (request.query.hospital_id !== null) exigirCentroEnAlcance(request, request.query.hospital_id);
      return listar(request, request.query, 'sus_centros');
    },
  });

  app.get('/api/pacientes/admin', {
    onRequest: [requirePermiso('ver_todos')],
    schema: { ...listado, summary: 'Pacientes de todos los centros (COORDINADOR, LECTURA, ADMIN)' },
    handler: async (request) => listar(request, request.query, 'todos'),
  });

  app.get('/api/pacientes/select/busqueda/:texto', {
    onRequest: [requirePermiso('ver')],
    schema: {
      tags: TAGS,
      summary: 'Hasta 20 pacientes del alcance cuyo UPN contiene el texto, por UPN',
      params: busquedaParamsSchema,
      response: { 200: z.array(pacienteBusquedaSchema), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const { texto } = request.params;
      // One row per search: the text typed and how many patients came back, not one row per patient.
      const busqueda = { accion: 'BUSCAR', tabla: 'paciente', registro_id: VARIOS_REGISTROS, consulta: { texto } } as const;
      return (await request.repositorio.leerEnUnaSentencia(busqueda, lecturaBusquedaUpn(texto, usuarioActual(request)))) as PacienteBusqueda[];
    },
  });

  app.get('/api/pacientes/select/estados', {
    schema: {
      tags: TAGS,
      summary: 'Estados del paciente (catálogo estado_paciente)',
      response: { 200: z.array(filaCatalogoSchema), ...errorResponses(401) },
    },
    handler: async () => filasDe(ESTADO_PACIENTE),
  });

  app.get('/api/pacientes/select/entidades', {
    schema: {
      tags: TAGS,
      summary: 'Entidades al registro (catálogo entidad)',
      response: { 200: z.array(filaCatalogoSchema), ...errorResponses(401) },
    },
    handler: async () => filasDe(ENTIDAD),
  });
};
