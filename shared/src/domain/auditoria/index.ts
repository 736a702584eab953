export { ACCIONES_AUDITORIA, ACCIONES_DE_CONSULTA, ROLES_AUDITORIA } from './acciones-auditoria';
export type { AccionAuditoria } from './acciones-auditoria';
export type { RegistroAuditoria, TablaAuditoria } from './tipos-auditoria';
export { autorAuditoria, campoAuditado, etiquetaAccion, etiquetaDatoAuditado, textoValorAuditoria } from './texto-auditoria';
