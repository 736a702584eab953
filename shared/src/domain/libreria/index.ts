export { CLAVES_DOCUMENTO_REFERENCIA, DOCUMENTOS_REFERENCIA, documentoReferencia, MENSAJE_DOCUMENTO_NO_DISPONIBLE } from './documentos-referencia';
export type {
  ClaveDocumentoReferencia,
  DocumentoReferencia,
  DocumentoReferenciaDefinicion,
  TipoArchivo,
  VersionDocumentoReferencia,
} from './documentos-referencia';
export { DOCUMENTOS_GENERADOS, documentoGenerado } from './documentos-generados';
export { DOCUMENTOS_DE_ETAPA, DOCUMENTOS_DE_MUESTRA, DOCUMENTOS_GENERADOS_DE_MUESTRA } from './documentos-enlazados';
export type { ClaveDocumentoGenerado } from './documentos-generados';
export type { DocumentoGenerado, TablaGenerada } from './documento-generado';
