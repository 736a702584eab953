export { COLAS_CONSULTAS, correoConsultasPlugin } from './consulta-correo-plugin';

/** `/leucemia`: data queries on a record and their threads (its mail: consulta-correo-plugin.ts, registered by the app with the job queue). */
export { consultaRoutes as consultasModule } from './consulta-routes';
