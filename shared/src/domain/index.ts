// Entry point of @registro-lma/shared/domain: pure TypeScript + zod, no React, no browser APIs.
export * from './messages';
export * from './fechas';
export * from './catalogues';
export * from './fields';
export * from './muestras';
export * from './admin';
export * from './auditoria';
export * from './paciente';
export * from './etapas';
export * from './eln2022';
export * from './datos-esenciales';
export * from './consultas';
export * from './seudonimizacion';
export * from './libreria';
export * from './descargas';
export * from './permisos';
export * from './panel';
