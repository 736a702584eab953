import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, eq, ne } from 'drizzle-orm';
import { CORRIGE_POR_REGLA } from '@registro-lma/shared/domain';
import { consulta, paciente } from '../../db/schema';
import { ApiError } from '../../platform/api-errors';
import { enviarCsv } from '../../platform/adjunto-csv';
import { usuarioActual } from '../../platform/authentication-plugin';
import { lecturaDeListado, VARIOS_REGISTROS } from '../../platform/auditoria-repository';
import { errorResponses, paginated } from '../../platform/response-schemas';
import { requireFacultad, veBorradoresAjenos, type Quien } from '../../platform/alcance/alcance-scope';
import { alcanceDeListado, COLUMNAS_ALCANCE_PACIENTE, exigirCentroEnAlcance } from '../../platform/alcance/paciente-scope';
import { abrirConsultasDeLineas } from './calidad-consultas-commands';
import { csvCalidad } from './calidad-csv';
import { cacheDeRecuentos } from './calidad-recuento-cache';
import { borradoresPropios, contarLineas, listarLineas, type FiltroCalidad, type LineaCalidad } from './calidad-queries';
import type { AlcanceListado } from '../../platform/alcance/paciente-scope';
import { calidadConsultasSchema, calidadExportQuerySchema, calidadListadoQuerySchema, calidadRecuentoQuerySchema, consultasAbiertasSchema, lineaCalidadSchema, recuentoCalidadSchema } from './calidad-schemas';
import { z } from 'zod';

const TAGS = ['calidad'];
const TABLA_CALIDAD = 'calidad';
/** A bulk action over more lines than this is refused: filter first (one transaction, one audit row per query). */
const MAXIMO_CONSULTAS_EN_BLOQUE = 2_000;
/** How long a user's counts are kept (see calidad-recuento-cache.ts). */
const VIGENCIA_RECUENTOS_MS = 60_000;

const conCorrige = (linea: LineaCalidad) => ({ ...linea, corrige: [...CORRIGE_POR_REGLA[linea.regla]] });

const filtroDe = (query: FiltroCalidad): FiltroCalidad => ({
  hospital_id: query.hospital_id,
  regla: query.regla,
  item: query.item,
  dias_min: query.dias_min,
  meses_sin_contacto: query.meses_sin_contacto,
});

/**
 * `/leucemia/api/calidad`: the data-quality worklist (what is missing or stale, per patient and item), its CSV, the
 * home counts, and the monitor's «abrir consultas para las N líneas filtradas». Monitors see every centre, the
 * clinician its own (the patients' scope of the lists).
 */
export const calidadRoutes: FastifyPluginAsyncZod = async (app) => {
  const recuentos = cacheDeRecuentos(VIGENCIA_RECUENTOS_MS);
  /**
   * The user's counts for the filter, shared by the users who see the same lines: the same role and units, and no
   * BORRADOR patient of their own (one counts for its creator only, so such a user's counts are theirs alone).
   */
  const recuento = async (usuario: Quien, alcance: AlcanceListado, filtro: FiltroCalidad) => {
    const propios = veBorradoresAjenos(usuario) ? 0 : await borradoresPropios(app.dbLecturas, usuario.usuario_id);
    const quien = [usuario.rol, usuario.hospitales.map((h) => h.hospital_id).sort((a, b) => a - b), [...usuario.laboratorios].sort(), [...usuario.biolabs].sort()];
    return recuentos(JSON.stringify([quien, propios === 0 ? null : usuario.usuario_id, filtro]), () => contarLineas(app.dbLecturas, alcance, filtro));
  };

  app.get('/api/calidad', {
    onRequest: [requireFacultad('ver_calidad')],
    schema: {
      tags: TAGS,
      summary: 'Lista de trabajo de calidad de los datos: ordenable, filtrable por centro, problema, ítem y antigüedad; paginada',
      querystring: calidadListadoQuerySchema,
      response: { 200: paginated(lineaCalidadSchema), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const { pagina, tamano, orden, direccion, ...query } = request.query;
      if (query.hospital_id !== null) exigirCentroEnAlcance(request, query.hospital_id);
      const usuario = usuarioActual(request);
      const alcance = alcanceDeListado(usuario);
      const filtro = filtroDe(query);
      // The total first: embedded PGlite has one connection, which the audited read holds.
      const total = Object.values(await recuento(usuario, alcance, filtro)).reduce((suma, n) => suma + n, 0);
      const leida = await request.repositorio.leer(lecturaDeListado(TABLA_CALIDAD, request.query), async (db) => ({
        items: await listarLineas(db, alcance, filtro, { orden, direccion }, { pagina, tamano }),
        total,
      }));
      return { items: leida.items.map(conCorrige), total };
    },
  });

  app.get('/api/calidad/exportar', {
    onRequest: [requireFacultad('ver_calidad')],
    config: { accion: 'identificable' },
    schema: {
      tags: TAGS,
      summary: 'Exporta en CSV la lista de trabajo filtrada (mismos filtros, orden y alcance, sin paginar)',
      querystring: calidadExportQuerySchema,
      produces: ['text/csv'],
      response: { 200: z.string(), ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const { orden, direccion, ...query } = request.query;
      if (query.hospital_id !== null) exigirCentroEnAlcance(request, query.hospital_id);
      const alcance = alcanceDeListado(usuarioActual(request));
      const exportacion = { accion: 'LISTAR', tabla: TABLA_CALIDAD, registro_id: VARIOS_REGISTROS, consulta: { ...request.query, formato: 'csv' } } as const;
      const items = await request.repositorio.leer(exportacion, (db) => listarLineas(db, alcance, filtroDe(query), { orden, direccion }, null));
      return enviarCsv(reply, 'calidad', csvCalidad(items));
    },
  });

  app.get('/api/calidad/recuento', {
    onRequest: [requireFacultad('ver_calidad')],
    schema: {
      tags: TAGS,
      summary: 'Recuentos de la página de inicio: líneas por problema y consultas sin cerrar por estado, en su alcance',
      querystring: calidadRecuentoQuerySchema,
      response: { 200: recuentoCalidadSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      if (request.query.hospital_id !== null) exigirCentroEnAlcance(request, request.query.hospital_id);
      const usuario = usuarioActual(request);
      const alcance = alcanceDeListado(usuario);
      const lineas = await recuento(usuario, alcance, filtroDe(request.query));
      const porEstado = await app.dbLecturas
        .select({ estado: consulta.estado, n: count() })
        .from(consulta)
        .innerJoin(paciente, eq(paciente.paciente_id, consulta.paciente_id))
        .where(and(ne(consulta.estado, 'CERRADA'), alcance(COLUMNAS_ALCANCE_PACIENTE), request.query.hospital_id === null ? undefined : eq(paciente.hospital_id, request.query.hospital_id)))
        .groupBy(consulta.estado);
      return { lineas, consultas: Object.fromEntries(porEstado.map((fila) => [fila.estado, fila.n])) };
    },
  });

  app.post('/api/calidad/consultas', {
    onRequest: [requireFacultad('gestionar_consultas')],
    schema: {
      tags: TAGS,
      summary: 'Abre una consulta por cada línea filtrada de la lista de trabajo (sin duplicar las que ya están abiertas)',
      body: calidadConsultasSchema,
      response: { 200: consultasAbiertasSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const { texto_consulta, ...cuerpo } = request.body;
      if (cuerpo.hospital_id !== null) exigirCentroEnAlcance(request, cuerpo.hospital_id);
      const autor = usuarioActual(request);
      const alcance = alcanceDeListado(autor);
      const items = await listarLineas(app.dbLecturas, alcance, filtroDe(cuerpo), { orden: 'antiguedad', direccion: 'desc' }, null);
      if (items.length > MAXIMO_CONSULTAS_EN_BLOQUE) throw new ApiError(400, `Hay ${items.length} líneas: filtre la lista hasta ${MAXIMO_CONSULTAS_EN_BLOQUE} como máximo para abrir consultas en bloque.`);
      const sinCambios = { accion: 'LISTAR', tabla: TABLA_CALIDAD, registro_id: VARIOS_REGISTROS, consulta: { ...cuerpo, abiertas: 0 } } as const;
      const { pasos, ...abiertas } = await request.repositorio.escribir((tx, auditar) => abrirConsultasDeLineas(tx, items, texto_consulta, autor, auditar), sinCambios);
      await app.avisarPasosConsulta(pasos);
      return abiertas;
    },
  });
};
