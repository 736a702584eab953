import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCUMENTOS_GENERADOS, documentoGenerado, type DocumentoGenerado } from '@registro-lma/shared/domain';
import { leerCatalogosVigentes } from '../../db/catalogos-vigentes';
import { CODE_LENGTH } from '../../db/columns';
import type { Database } from '../../db/database';
import { notFound } from '../../platform/api-errors';
import { errorResponses } from '../../platform/response-schemas';
import { enviarPdf } from '../../platform/subidas/descarga-fichero-serializer';

const TAGS = ['librerias'];

const textos = () => z.array(z.string()).readonly();

const tablaSchema = z.object({ titulo: z.string(), columnas: textos(), filas: z.array(textos()).readonly(), notas: textos() });

const documentoSchema = z
  .object({ clave: z.string(), titulo: z.string(), descripcion: z.string(), tablas: z.array(tablaSchema).readonly() })
  .meta({ id: 'DocumentoGenerado' });

const claveParams = z.object({ clave: z.string().max(CODE_LENGTH) });

/** A generated document as the catalogues in force make it: an administrator's new trial moment shows at once. */
async function generado(db: Database, clave: string): Promise<DocumentoGenerado> {
  const documento = documentoGenerado(clave, await leerCatalogosVigentes(db));
  if (documento === undefined) throw notFound();
  return documento;
}

/**
 * `/leucemiaLibrerias/api/library/generados`: the reference documents the registry writes from its own definitions
 * (catalogues, field definitions, the ELN 2022 classifier), always current, as JSON for the screen and as a PDF.
 * Any signed-in user reads them; they hold no registry records.
 */
export const documentoGeneradoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/library/generados', {
    schema: {
      tags: TAGS,
      summary: 'Documentos que el registro genera a partir de sus definiciones',
      response: { 200: z.object({ documentos: z.array(z.object({ clave: z.string(), titulo: z.string() })) }), ...errorResponses(401) },
    },
    handler: async () => ({ documentos: DOCUMENTOS_GENERADOS.map(({ clave, titulo }) => ({ clave, titulo })) }),
  });

  app.get('/api/library/generados/:clave', {
    schema: {
      tags: TAGS,
      summary: 'Contenido de un documento generado (tablas), para mostrarlo en pantalla',
      params: claveParams,
      response: { 200: documentoSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => generado(app.db, request.params.clave),
  });

  app.get('/api/library/generados/:clave/pdf', {
    schema: {
      tags: TAGS,
      summary: 'Documento generado en PDF A4 (adjunto, sin caché)',
      params: claveParams,
      response: errorResponses(400, 401, 404),
    },
    handler: async (request, reply) => {
      const documento = await generado(app.db, request.params.clave);
      // Loaded on first use: pdf-lib costs ≈ 0.4 s at start-up, which every start would pay.
      const { generarPdfDocumento } = await import('./documento-generado-pdf');
      return enviarPdf(reply, `${documento.clave}.pdf`, await generarPdfDocumento(documento, new Date()));
    },
  });
};
