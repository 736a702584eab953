/** `/leucemia`: biobank records of a sample and their aliquots. */
export { biobancoRoutes as biobancoModule } from './biobanco-routes';
