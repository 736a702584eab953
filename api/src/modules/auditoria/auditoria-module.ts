/** `/leucemiaLogs`: the audit trail, its search and its export. */
export { auditoriaRoutes as auditoriaModule } from './auditoria-routes';
