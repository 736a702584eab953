/** The kinds of file the registry accepts (told on the server by their first bytes, never by name or MIME type). */
export type TipoArchivo = 'pdf' | 'png' | 'jpeg';

/**
 * The reference documents the screens link to (seed-spec §1), a closed list: the ADMIN publishes versions of each,
 * nobody adds keys. Diagrams and the sample-timing table may be images; protocols and manuals are PDFs.
 */
export const DOCUMENTOS_REFERENCIA = [
  { clave: 'protocolo-rapido-lma', titulo: 'Protocolo rápido de leucemia mieloide aguda', tipos: ['pdf'] },
  { clave: 'manual-manejo-muestras', titulo: 'Manual de manejo de muestras', tipos: ['pdf'] },
  { clave: 'protocolo-riesgo', titulo: 'Protocolo de riesgo', tipos: ['pdf'] },
  { clave: 'diagrama-riesgo', titulo: 'Diagrama de riesgo', tipos: ['pdf', 'png', 'jpeg'] },
  { clave: 'protocolo-citometria', titulo: 'Protocolo de citometría de flujo', tipos: ['pdf'] },
  { clave: 'diagrama-citometria', titulo: 'Diagrama de citometría de flujo', tipos: ['pdf', 'png', 'jpeg'] },
  { clave: 'protocolo-leucemia-mixta', titulo: 'Protocolo de leucemia aguda de linaje mixto', tipos: ['pdf'] },
  { clave: 'diagrama-leucemia-mixta', titulo: 'Diagrama de leucemia aguda de linaje mixto', tipos: ['pdf', 'png', 'jpeg'] },
  { clave: 'manual-tiempos-muestras', titulo: 'Manual de tiempos de envío de muestras', tipos: ['pdf'] },
  { clave: 'tabla-tiempos-muestras', titulo: 'Tabla de tiempos de envío de muestras', tipos: ['pdf', 'png', 'jpeg'] },
] as const satisfies readonly { clave: string; titulo: string; tipos: readonly TipoArchivo[] }[];

export type DocumentoReferenciaDefinicion = (typeof DOCUMENTOS_REFERENCIA)[number];
export type ClaveDocumentoReferencia = DocumentoReferenciaDefinicion['clave'];

export const CLAVES_DOCUMENTO_REFERENCIA = DOCUMENTOS_REFERENCIA.map((documento) => documento.clave) as [ClaveDocumentoReferencia, ...ClaveDocumentoReferencia[]];

export function documentoReferencia(clave: string): DocumentoReferenciaDefinicion | undefined {
  return DOCUMENTOS_REFERENCIA.find((documento) => documento.clave === clave);
}

/** What the screens show, and the API answers, for a key with no version uploaded yet. */
export const MENSAJE_DOCUMENTO_NO_DISPONIBLE = 'Documento aún no disponible.';

/** One uploaded version of a reference document, as `GET …/library/documentos` gives it. */
export type VersionDocumentoReferencia = {
  readonly clave: string;
  readonly version: number;
  readonly nombre_archivo: string;
  readonly tamano_bytes: number;
  readonly tipo_mime: string;
  readonly sha256: string;
  readonly subido_por: number;
  readonly subido_por_nombre: string | null;
  /** ISO date-time. */
  readonly subido_en: string;
  readonly activo: boolean;
};

/** A reference document with its version in force (`null`, and `disponible: false`, until one is uploaded). */
export type DocumentoReferencia = {
  readonly clave: string;
  readonly titulo: string;
  /** MIME types an upload may have. */
  readonly tipos: readonly string[];
  readonly disponible: boolean;
  readonly vigente: VersionDocumentoReferencia | null;
};
