/** `/leucemiaHospitales`: the centres. */
export { hospitalesRoutes as hospitalesModule } from './hospital-routes';
