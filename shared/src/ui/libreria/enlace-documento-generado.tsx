import { DOCUMENTOS_GENERADOS, type ClaveDocumentoGenerado } from '@registro-lma/shared/domain';
import { RUTAS_API } from '@registro-lma/shared/http';
import { EnlaceDescarga } from './enlace-descarga';

export interface EnlaceDocumentoGeneradoProps {
  readonly clave: ClaveDocumentoGenerado;
  /** The link's text; the document's title by default. */
  readonly texto?: string;
}

/** A link to the PDF of a document the registry generates from its definitions (always current, so always available). */
export function EnlaceDocumentoGenerado({ clave, texto }: EnlaceDocumentoGeneradoProps) {
  const titulo = texto ?? DOCUMENTOS_GENERADOS.find((documento) => documento.clave === clave)?.titulo ?? clave;
  return (
    <EnlaceDescarga clave={clave} titulo={titulo} url={RUTAS_API.pdfDocumentoGenerado(clave)} nombre={`${clave}.pdf`} mensajeFallo="No se ha podido generar el documento." />
  );
}
