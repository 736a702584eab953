/** `/leucemia`: the data-quality worklist. */
export { calidadRoutes as calidadModule } from './calidad-routes';
