/** `/leucemiaLibrerias`: the document library and the generated documents. */
export { libreriaRoutes as libreriasModule } from './libreria-routes';
