import type { FastifyPluginAsync } from 'fastify';
import { muestraBorradoRoutes } from './muestra-borrado-routes';
import { muestraCorreoRoutes } from './muestra-correo-routes';
import { muestraNgsRoutes } from './muestra-ngs-routes';
import { muestraPdfRoutes } from './muestra-pdf-routes';
import { muestraRecuentoRoutes } from './muestra-recuento-routes';
import { muestraRoutes } from './muestra-routes';
import { muestraSelectRoutes } from './muestra-select-routes';
import { recepcionBloqueRoutes } from './recepcion-bloque-routes';

/** `/leucemia`: samples, their reception and their NGS results. */
export const muestrasModule: FastifyPluginAsync = async (app) => {
  await app.register(muestraSelectRoutes);
  await app.register(muestraRoutes);
  await app.register(muestraRecuentoRoutes);
  await app.register(muestraNgsRoutes);
  await app.register(muestraCorreoRoutes);
  await app.register(muestraPdfRoutes);
  await app.register(muestraBorradoRoutes);
  await app.register(recepcionBloqueRoutes);
};
