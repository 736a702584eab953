export * from './acciones-auditoria';
export * from './tipos-auditoria';
export * from './texto-auditoria';
