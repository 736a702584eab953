export { cargarAutenticacion } from './sesion-queries';

/** `/leucemiaUsuarios`: sessions (renewal, sign-out, one's own password). */
export { sesionRoutes as sesionesModule } from './sesion-routes';
