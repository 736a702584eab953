import type { FastifyPluginAsync } from 'fastify';
import { biobancoRoutes } from './biobanco-routes';

/** `/leucemia`: biobank records of a sample and their aliquots. */
export const biobancoModule: FastifyPluginAsync = async (app) => {
  await app.register(biobancoRoutes);
};
