/** `/leucemiaLogs`: the front end's log of errors and events. */
export { bitacoraRoutes as bitacoraModule } from './bitacora-routes';
