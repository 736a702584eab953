/** `/leucemiaLibrerias`: the catalogues and their administration. */
export { catalogosRoutes as catalogosModule } from './catalogo-routes';
