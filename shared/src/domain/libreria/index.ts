export * from './documentos-referencia';
export * from './documentos-generados';
export * from './documentos-enlazados';
export type { DocumentoGenerado, TablaGenerada } from './documento-generado';
