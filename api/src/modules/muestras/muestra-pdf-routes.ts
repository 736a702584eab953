import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { hospital, muestra, usuario } from '../../db/schema';
import { usuarioActual } from '../../platform/authentication-plugin';
import { idParamsSchema } from '../../platform/request-schemas';
import { errorResponses } from '../../platform/response-schemas';
import { enviarPdf } from '../../platform/subidas/descarga-fichero-serializer';
import { muestraEnAlcance, requirePermisoMuestra } from '../../platform/alcance/muestra-scope';
import { datosHojaEnvioDe } from './hoja-envio-muestra-mapper';
import { leerCatalogosVigentes } from '../../db/catalogos-vigentes';
import { auditarMuestra, releerMuestra } from './muestra-commands';

async function nombreDeUsuario(db: Database, usuarioId: number): Promise<string> {
  const [fila] = await db.select({ nombre: usuario.nombre, apellidos: usuario.apellidos }).from(usuario).where(eq(usuario.usuario_id, usuarioId));
  return fila === undefined ? '' : `${fila.nombre} ${fila.apellidos}`;
}

async function nombreDeHospital(db: Database, hospitalId: number): Promise<string> {
  const [fila] = await db.select({ nombre: hospital.nombre }).from(hospital).where(eq(hospital.hospital_id, hospitalId));
  return fila?.nombre ?? '';
}

/**
 * `GET /leucemia/api/muestras/generar-pdf/{id}`: the «Hoja de envío» that travels with the tube (no name, no birth
 * date), downloaded as an attachment that no cache keeps. Who registers samples asks for it; when is recorded on the
 * sample (`pdf_generado_en`, audited) without changing its version, so a form open meanwhile can still be saved.
 */
export const muestraPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/muestras/generar-pdf/:id', {
    onRequest: [requirePermisoMuestra('registrar')],
    config: { accion: 'identificable' },
    schema: {
      tags: ['muestras'],
      summary: 'Genera la hoja de envío de la muestra en PDF (adjunto, sin caché) y registra cuándo se generó',
      params: idParamsSchema,
      response: errorResponses(400, 401, 403, 404),
    },
    handler: async (request, reply) => {
      const actual = await muestraEnAlcance(app.db, request, request.params.id, 'registrar');
      const autor = usuarioActual(request);
      const generadoEn = new Date();
      const vista = await releerMuestra(app.db, actual.muestra_id);
      // Loaded on first use: pdf-lib and bwip-js cost ≈ 0.5 s at start-up, which every start would pay.
      const { generarHojaEnvio } = await import('../hoja-envio/hoja-envio-pdf');
      const pdf = await generarHojaEnvio(
        datosHojaEnvioDe(vista, {
          hospital_nombre: await nombreDeHospital(app.db, actual.hospital_id),
          solicitado_por: await nombreDeUsuario(app.db, autor.usuario_id),
          generado_en: generadoEn,
          catalogos: await leerCatalogosVigentes(app.db),
        }),
      );
      await request.repositorio.escribir(async (tx, auditar) => {
        const antes = await releerMuestra(tx, actual.muestra_id);
        await tx.update(muestra).set({ pdf_generado_en: generadoEn }).where(eq(muestra.muestra_id, actual.muestra_id));
        await auditarMuestra(auditar, 'MODIFICAR', antes, await releerMuestra(tx, actual.muestra_id));
      });
      return enviarPdf(reply, `hoja-envio-${vista.codigo_muestra}.pdf`, pdf);
    },
  });
};
