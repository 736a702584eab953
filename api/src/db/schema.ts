// The database schema, one file per subject: drizzle-kit reads the tables from here, and the API imports them from here.
export * from './schema/usuario-tables';
export * from './schema/auditoria-tables';
export * from './schema/paciente-tables';
export * from './schema/idempotencia-tables';
export * from './schema/libreria-tables';
export * from './schema/muestra-tables';
export * from './schema/descarga-tables';
export * from './schema/consulta-tables';
