import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireFacultad } from '../../platform/alcance/alcance-scope';
import { ApiError, notFound } from '../../platform/api-errors';
import type { RepositorioAuditado } from '../../platform/auditoria-repository';
import { usuarioActual } from '../../platform/authentication-plugin';
import { errorResponses, isoString } from '../../platform/response-schemas';
import { enviarFichero } from '../../platform/subidas/descarga-fichero-serializer';
import { recibirFichero } from '../../platform/subidas/subida-fichero-reader';
import { MIME_DE } from '../../platform/subidas/tipo-archivo-validator';
import { DOCUMENTOS_REFERENCIA, documentoReferencia, MENSAJE_DOCUMENTO_NO_DISPONIBLE, type DocumentoReferenciaDefinicion } from '@registro-lma/shared/domain';
import { CODE_LENGTH } from '../../db/columns';
import { mensajeVersionRepetida, publicarVersion } from './documento-referencia-commands';
import { historialDocumento, versionConHuella, versionDocumento, versionesVigentes, type VersionConAutor } from './documento-referencia-queries';

const TAGS = ['librerias'];
const TABLA = 'documento_referencia';

const versionSchema = z
  .object({
    clave: z.string(),
    version: z.number().int(),
    nombre_archivo: z.string(),
    tamano_bytes: z.number().int(),
    tipo_mime: z.string(),
    sha256: z.string(),
    subido_por: z.number().int(),
    /** «Nombre Apellidos» of the uploader. */
    subido_por_nombre: z.string().nullable(),
    subido_en: z.string(),
    activo: z.boolean(),
  })
  .meta({ id: 'VersionDocumentoReferencia' });

const documentoSchema = z
  .object({
    clave: z.string(),
    titulo: z.string(),
    /** MIME types an upload of this key may have. */
    tipos: z.array(z.string()),
    /** False until the first version is uploaded: the screens show «Documento aún no disponible». */
    disponible: z.boolean(),
    vigente: versionSchema.nullable(),
  })
  .meta({ id: 'DocumentoReferencia' });

const claveParams = z.object({ clave: z.string().max(CODE_LENGTH) });
const versionParams = claveParams.extend({ version: z.coerce.number().int().min(1).max(1_000_000) });

function aVersion(fila: VersionConAutor): z.infer<typeof versionSchema> {
  return {
    clave: fila.clave,
    version: fila.version,
    nombre_archivo: fila.nombre_archivo,
    tamano_bytes: fila.tamano_bytes,
    tipo_mime: fila.tipo_mime,
    sha256: fila.sha256,
    subido_por: fila.subido_por,
    subido_por_nombre: fila.subido_por_nombre,
    subido_en: isoString(fila.subido_en),
    activo: fila.activo,
  };
}

function definicion(clave: string): DocumentoReferenciaDefinicion {
  const encontrada = documentoReferencia(clave);
  if (encontrada === undefined) throw notFound();
  return encontrada;
}

/** One version (the one in force without `version`), its download audited as a `VER` of its row. */
function leerVersion(repositorio: RepositorioAuditado, clave: string, version?: number): Promise<VersionConAutor | undefined> {
  const documento = definicion(clave);
  return repositorio.leer(
    (fila: VersionConAutor | undefined) => (fila === undefined ? [] : [{ accion: 'VER' as const, tabla: TABLA, registro_id: fila.documento_referencia_id }]),
    (db) => versionDocumento(db, documento.clave, version),
  );
}

function aDocumento(documento: DocumentoReferenciaDefinicion, vigente: VersionConAutor | undefined): z.infer<typeof documentoSchema> {
  return {
    clave: documento.clave,
    titulo: documento.titulo,
    tipos: documento.tipos.map((tipo) => MIME_DE[tipo]),
    disponible: vigente !== undefined,
    vigente: vigente === undefined ? null : aVersion(vigente),
  };
}

/**
 * `/leucemiaLibrerias/api/library/documentos`: the reference documents the screens link to. Any signed-in user lists
 * them and downloads them (each download audited); only an ADMIN publishes a new version, through the upload pipeline.
 */
export const documentoReferenciaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/library/documentos', {
    schema: {
      tags: TAGS,
      summary: 'Documentos de referencia con su versión vigente (disponible: false si aún no se ha subido ninguna)',
      response: { 200: z.object({ documentos: z.array(documentoSchema) }), ...errorResponses(401) },
    },
    handler: async () => {
      const vigentes = new Map((await versionesVigentes(app.db)).map((fila) => [fila.clave, fila]));
      return { documentos: DOCUMENTOS_REFERENCIA.map((documento) => aDocumento(documento, vigentes.get(documento.clave))) };
    },
  });

  app.get('/api/library/documentos/:clave/versiones', {
    schema: {
      tags: TAGS,
      summary: 'Historial de versiones de un documento de referencia, la más reciente primero',
      params: claveParams,
      response: { 200: documentoSchema.extend({ versiones: z.array(versionSchema) }), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const documento = definicion(request.params.clave);
      const versiones = await historialDocumento(app.db, documento.clave);
      return { ...aDocumento(documento, versiones.find((fila) => fila.activo)), versiones: versiones.map(aVersion) };
    },
  });

  app.post('/api/library/documentos/:clave', {
    onRequest: requireFacultad('administrar'),
    schema: {
      tags: TAGS,
      summary: 'Publicar una nueva versión (multipart/form-data, campo «archivo»: PDF, o imagen PNG/JPEG en diagramas y tablas; máx. 20 MB)',
      consumes: ['multipart/form-data'],
      params: claveParams,
      response: { 201: versionSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
    },
    handler: async (request, reply) => {
      const documento = definicion(request.params.clave);
      const autor = usuarioActual(request);
      const publicada = await recibirFichero(
        request,
        {
          tipos: documento.tipos,
          carpeta: `referencia/${documento.clave}`,
          duplicado: async (sha256) => {
            const repetida = await versionConHuella(app.db, documento.clave, sha256);
            return repetida === undefined ? undefined : mensajeVersionRepetida(repetida);
          },
        },
        (tx, fichero, auditar) => publicarVersion(tx, autor, documento.clave, fichero, auditar),
      );
      // Read again with the uploader's name, as the list shows it.
      const conAutor = await versionDocumento(app.db, documento.clave, publicada.version);
      return reply.code(201).send(aVersion(conAutor ?? { ...publicada, subido_por_nombre: null }));
    },
  });

  app.get('/api/library/documentos/:clave/fichero', {
    schema: {
      tags: TAGS,
      summary: 'Descargar la versión vigente (adjunto, sin caché; queda en la auditoría)',
      params: claveParams,
      response: errorResponses(400, 401, 404),
    },
    handler: async (request, reply) => {
      const fila = await leerVersion(request.repositorio, request.params.clave);
      if (fila === undefined) throw new ApiError(404, MENSAJE_DOCUMENTO_NO_DISPONIBLE);
      return enviarFichero(reply, app.almacen, fila);
    },
  });

  app.get('/api/library/documentos/:clave/versiones/:version/fichero', {
    schema: {
      tags: TAGS,
      summary: 'Descargar una versión concreta (adjunto, sin caché; queda en la auditoría)',
      params: versionParams,
      response: errorResponses(400, 401, 404),
    },
    handler: async (request, reply) => {
      const fila = await leerVersion(request.repositorio, request.params.clave, request.params.version);
      if (fila === undefined) throw notFound();
      return enviarFichero(reply, app.almacen, fila);
    },
  });
};
