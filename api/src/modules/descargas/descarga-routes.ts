import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buscarFila,
  DEFINICIONES_AREAS,
  ESTADO_PACIENTE,
  ESTADOS_EXCLUIDOS_POR_DEFECTO,
  esSoloLectura,
  filasVigentes,
  formatMensaje,
  MENSAJE_SIN_PERMISOS,
  ROLES_CON_EXCLUIDOS,
  type AreaDescarga,
  type AreaDescargaId,
  type EstadoPaciente,
  type FormatoDescarga,
} from '@registro-lma/shared/domain';
import { leerCatalogosVigentes } from '../../db/catalogos-vigentes';
import type { Database } from '../../db/database';
import { descarga, hospital } from '../../db/schema';
import { ApiError, invalidInput, notFound, notFoundDenegado } from '../../platform/api-errors';
import { centroFiltrable } from '../../platform/alcance/alcance-scope';
import { usuarioActual } from '../../platform/authentication-plugin';
import { denegarAcceso, requireRol } from '../../platform/require-rol-policy';
import { errorResponses } from '../../platform/response-schemas';
import { enviarFichero } from '../../platform/subidas/descarga-fichero-serializer';
import type { ColaTrabajos } from '../../platform/trabajos/cola-trabajos-client';
import {
  descargaIdParamsSchema,
  descargaSchema,
  listaDescargasSchema,
  opcionesDescargaSchema,
  ultimaDescargaSchema,
  haCaducado,
  vistaDescarga,
} from './descarga-schemas';
import { denegarDescarga, incluyeExcluidos, motivoFueraDeDerechos } from './derechos-descarga-policy';
import type { AlcanceDescarga } from './consulta-descarga-builder';
import { ESCRITURAS } from './descarga-writer';
import { caducarDescargas, COLA_DESCARGAS, formatoDe, peticionGuardada, type PeticionDescarga } from './descarga-job';

/** Extracts kept in «my extracts». */
const MAXIMO_LISTADAS = 50;
const ESTADOS_FINALES = new Set(['LISTA', 'FALLIDA', 'CANCELADA', 'CADUCADA', 'DENEGADA']);

/** Why an extract has no file to give, by its state (a ready one past its expiry counts as CADUCADA). */
const SIN_FICHERO: Readonly<Record<string, readonly [estado: number, mensaje: string]>> = {
  PENDIENTE: [409, 'La descarga aún no está lista.'],
  EN_CURSO: [409, 'La descarga aún no está lista.'],
  FALLIDA: [409, 'La descarga falló y no tiene fichero: genere una nueva.'],
  CANCELADA: [409, 'La descarga fue cancelada y no tiene fichero: genere una nueva.'],
  CADUCADA: [410, 'La descarga ha caducado: genere una nueva.'],
};

type Opciones = {
  formato: FormatoDescarga;
  incluir_etiquetas: boolean;
  seudonimizado: boolean;
  hospitales: number[];
  estados: EstadoPaciente[];
  fecha_diagnostico_desde: string | null;
  fecha_diagnostico_hasta: string | null;
  ensayo: string | null;
};

/**
 * What the request may export (data-dictionary §2.3, §8): LECTURA always pseudonymised; BORRADOR and EXCLUIDO patients
 * only for a coordinator or administrator who asks; a clinician only their centres; `ensayo` needs its trial.
 */
function peticionDe(request: FastifyRequest, area: AreaDescarga, opciones: Opciones): PeticionDescarga {
  const usuario = usuarioActual(request);
  const propios = usuario.hospitales.map((hospital) => hospital.hospital_id);
  if (incluyeExcluidos(opciones.estados) && !ROLES_CON_EXCLUIDOS.has(usuario.rol)) {
    denegarAcceso(request, 'pacientes en borrador o excluidos');
  }
  if (opciones.hospitales.some((hospital) => !centroFiltrable(usuario, hospital))) denegarAcceso(request, 'centro fuera de su ámbito');
  if (area.requiereEnsayo === true && opciones.ensayo === null) throw invalidInput({ ensayo: 'Seleccione el ensayo de la descarga.' });
  const estados =
    opciones.estados.length > 0
      ? opciones.estados
      : ESTADO_PACIENTE.map((fila) => fila.codigo).filter((codigo) => !(ESTADOS_EXCLUIDOS_POR_DEFECTO as readonly string[]).includes(codigo));
  const alcance: AlcanceDescarga = {
    rol: usuario.rol,
    hospitalesUsuario: propios,
    laboratorios: usuario.laboratorios,
    biolabs: usuario.biolabs,
    estados,
    ...(opciones.hospitales.length > 0 ? { hospitales: opciones.hospitales } : {}),
    ...(opciones.fecha_diagnostico_desde === null ? {} : { fechaDiagnosticoDesde: opciones.fecha_diagnostico_desde }),
    ...(opciones.fecha_diagnostico_hasta === null ? {} : { fechaDiagnosticoHasta: opciones.fecha_diagnostico_hasta }),
    ...(opciones.ensayo === null || area.requiereEnsayo !== true ? {} : { ensayo: opciones.ensayo }),
  };
  return { formato: opciones.formato, etiquetas: opciones.incluir_etiquetas, seudonimizado: opciones.seudonimizado || esSoloLectura(usuario.rol), alcance };
}

/** The trial filter names a trial of the catalogue in force (a deactivated one too: its patients are still exported). */
async function comprobarEnsayo(db: Database, ensayo: string | null): Promise<void> {
  if (ensayo !== null && buscarFila(filasVigentes(await leerCatalogosVigentes(db), 'ensayo'), ensayo) === undefined) {
    throw invalidInput({ ensayo: formatMensaje('G07') });
  }
}

/** The largest id a centre can have (PostgreSQL `integer`): a larger one is not looked up, it is simply unknown. */
const MAXIMO_ID = 2_147_483_647;

/** The centres filter names existing centres: an unknown one is refused here, before any query of the extract. */
async function comprobarHospitales(db: Database, hospitales: readonly number[]): Promise<void> {
  const validos = hospitales.filter((id) => id <= MAXIMO_ID);
  const existentes = validos.length === 0 ? [] : await db.select({ id: hospital.hospital_id }).from(hospital).where(inArray(hospital.hospital_id, validos));
  const desconocido = hospitales.find((id) => !existentes.some((fila) => fila.id === id));
  if (desconocido !== undefined) throw invalidInput({ hospitales: `«Centros»: no existe ningún centro con el identificador ${desconocido}.` });
}

/**
 * `/leucemiaDescargas`: the spec's extract endpoints (`recarga/{area}` enqueues a fresh extract; `{area}-resultado`
 * answers the caller's latest one), and what a client needs around them: one extract's progress, the caller's
 * extracts, cancel, and the file. Every extract and every download is audited.
 */
export function descargaRoutes(cola: ColaTrabajos): FastifyPluginAsyncZod {
  return async (app) => {
    for (const area of DEFINICIONES_AREAS) {
      app.post(`/api/descarga/recarga/${area.id}`, {
        onRequest: [requireRol(...area.roles)],
        // Read-only roles may export too: their extract is always pseudonymised (data-dictionary §2.3).
        config: { accion: 'propia' },
        schema: {
          tags: ['descargas'],
          summary: `Genera una descarga nueva de «${area.titulo}» en segundo plano (ficheros: ${area.ficheros.map((fichero) => fichero.nombre).join(', ')})`,
          body: opcionesDescargaSchema,
          response: { 202: descargaSchema, ...errorResponses(400, 401, 403) },
        },
        handler: async (request, reply) => {
          const usuario = usuarioActual(request);
          const peticion = peticionDe(request, area, request.body as Opciones);
          await comprobarEnsayo(app.db, peticion.alcance.ensayo ?? null);
          await comprobarHospitales(app.db, peticion.alcance.hospitales ?? []);
          const fila = await request.repositorio.escribir(async (tx, auditar) => {
            const [creada] = await tx
              .insert(descarga)
              .values({ usuario_id: usuario.usuario_id, rol: usuario.rol, area: area.id, opciones: peticion })
              .returning();
            await auditar({ tabla: 'descarga', registro_id: creada!.descarga_id, accion: 'CREAR', antes: null, despues: { area: area.id, ...peticion } });
            return creada!;
          });
          try {
            await cola.enviar(COLA_DESCARGAS, fila.descarga_id, { descarga_id: fila.descarga_id });
          } catch (error) {
            request.log.error({ err: error }, 'No se pudo encolar la descarga');
            await app.db.update(descarga).set({ estado: 'FALLIDA', error: 'No se pudo poner la descarga en la cola de trabajos.' }).where(eq(descarga.descarga_id, fila.descarga_id));
            throw new ApiError(503, 'No se pudo poner la descarga en la cola de trabajos. Inténtelo de nuevo.');
          }
          return reply.code(202).send(vistaDescarga(fila));
        },
      });

      app.get(`/api/descarga/${area.resultado}-resultado`, {
        onRequest: [requireRol(...area.roles)],
        schema: {
          tags: ['descargas'],
          summary: `La última descarga de «${area.titulo}» del usuario y su estado (null si no hay ninguna)`,
          response: { 200: ultimaDescargaSchema, ...errorResponses(401, 403) },
        },
        handler: async (request) => {
          const [fila] = await app.db
            .select()
            .from(descarga)
            .where(and(eq(descarga.usuario_id, usuarioActual(request).usuario_id), eq(descarga.area, area.id)))
            .orderBy(desc(descarga.creada_en))
            .limit(1);
          return { descarga: fila === undefined ? null : vistaDescarga(fila) };
        },
      });
    }

    app.get('/api/descargas', {
      schema: {
        tags: ['descargas'],
        summary: `Mis descargas, de la más reciente a la más antigua (las ${MAXIMO_LISTADAS} últimas)`,
        response: { 200: listaDescargasSchema, ...errorResponses(401) },
      },
      handler: async (request) => {
        const filas = await app.db
          .select()
          .from(descarga)
          .where(eq(descarga.usuario_id, usuarioActual(request).usuario_id))
          .orderBy(desc(descarga.creada_en))
          .limit(MAXIMO_LISTADAS);
        return { items: filas.map(vistaDescarga) };
      },
    });

    /**
     * The caller's own extract; another user's is not found (its existence is not disclosed), and that refusal is
     * audited (data-dictionary §2.3).
     */
    async function propia(request: FastifyRequest, id: string) {
      const [fila] = await app.db.select().from(descarga).where(eq(descarga.descarga_id, id));
      if (fila === undefined) throw notFound();
      if (fila.usuario_id !== usuarioActual(request).usuario_id) throw notFoundDenegado();
      return fila;
    }

    app.get('/api/descargas/:id', {
      schema: {
        tags: ['descargas'],
        summary: 'Una descarga: estado y progreso (filas hechas de filas por hacer)',
        params: descargaIdParamsSchema,
        response: { 200: descargaSchema, ...errorResponses(400, 401, 404) },
      },
      handler: async (request) => vistaDescarga(await propia(request, request.params.id)),
    });

    app.post('/api/descargas/:id/cancelar', {
      config: { accion: 'propia' },
      schema: {
        tags: ['descargas'],
        summary: 'Cancela una descarga pendiente o en curso (409 si ya terminó)',
        params: descargaIdParamsSchema,
        response: { 200: descargaSchema, ...errorResponses(400, 401, 404, 409) },
      },
      handler: async (request) => {
        const fila = await propia(request, request.params.id);
        if (ESTADOS_FINALES.has(fila.estado)) throw new ApiError(409, 'La descarga ya ha terminado: no se puede cancelar.');
        const cancelada = await request.repositorio.escribir(async (tx, auditar) => {
          const [actualizada] = await tx
            .update(descarga)
            .set({ estado: 'CANCELADA', terminada_en: new Date(), error: null })
            .where(and(eq(descarga.descarga_id, fila.descarga_id), inArray(descarga.estado, ['PENDIENTE', 'EN_CURSO'])))
            .returning();
          if (actualizada === undefined) throw new ApiError(409, 'La descarga ya ha terminado: no se puede cancelar.');
          await auditar({ tabla: 'descarga', registro_id: fila.descarga_id, accion: 'CAMBIO_ESTADO', antes: { estado: fila.estado }, despues: { estado: 'CANCELADA' } });
          return actualizada;
        });
        await cola.cancelar(COLA_DESCARGAS, fila.descarga_id).catch((error: unknown) => request.log.warn({ err: error }, 'La cola no pudo cancelar el trabajo'));
        return vistaDescarga(cancelada);
      },
    });

    app.get('/api/descargas/:id/fichero', {
      schema: {
        tags: ['descargas'],
        summary:
          'El fichero de una descarga lista, ZIP de CSV o XLSX (adjunto, sin caché; queda en la auditoría): 403 si ya no está dentro de los permisos actuales del usuario, 410 si ha caducado',
        params: descargaIdParamsSchema,
        response: errorResponses(400, 401, 403, 404, 409, 410),
      },
      handler: async (request, reply) => {
        const fila = await propia(request, request.params.id);
        const usuario = usuarioActual(request);
        if (fila.estado === 'DENEGADA') throw new ApiError(403, fila.error ?? MENSAJE_SIN_PERMISOS);
        if (fila.estado === 'LISTA' && haCaducado(fila)) {
          // Refused at once, not at the next purge; the purge removes its file now.
          await caducarDescargas(app.db, app.almacen);
        }
        const { estado } = vistaDescarga(fila);
        if (estado !== 'LISTA' || fila.clave_fichero === null || fila.nombre_archivo === null || fila.tamano_bytes === null) {
          const [codigo, mensaje] = SIN_FICHERO[estado] ?? SIN_FICHERO.PENDIENTE!;
          throw new ApiError(codigo, mensaje);
        }
        // The file must still be within the caller's rights as they are now (data-dictionary §2.3).
        const motivo = motivoFueraDeDerechos(usuario, fila.area as AreaDescargaId, peticionGuardada(fila));
        if (motivo !== null) {
          await denegarDescarga({ repositorio: request.repositorio, almacen: app.almacen, log: request.log }, fila, usuario, motivo);
          throw new ApiError(403, `Fichero retirado: ${motivo}`);
        }
        const { tipoMime } = ESCRITURAS[formatoDe(peticionGuardada(fila))];
        const fichero = { clave_fichero: fila.clave_fichero, nombre_archivo: fila.nombre_archivo, tipo_mime: tipoMime, tamano_bytes: fila.tamano_bytes };
        await request.repositorio.leer(
          { accion: 'VER', tabla: 'descarga', registro_id: fila.descarga_id, consulta: { area: fila.area, sha256: fila.sha256, tamano_bytes: fila.tamano_bytes } },
          async () => fichero,
        );
        return enviarFichero(reply, app.almacen, fichero);
      },
    });
  };
}
