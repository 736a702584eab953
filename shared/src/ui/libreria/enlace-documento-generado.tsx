import Link from '@mui/material/Link';
import { DOCUMENTOS_GENERADOS, type ClaveDocumentoGenerado } from '@registro-lma/shared/domain';
import { ENDPOINTS } from '@registro-lma/shared/http';
import { useDescarga } from '../descargas/use-descarga';

export interface EnlaceDocumentoGeneradoProps {
  readonly clave: ClaveDocumentoGenerado;
  /** The link's text; the document's title by default. */
  readonly texto?: string;
}

/** Where a generated document's PDF is downloaded. */
export function urlPdfGenerado(clave: string): string {
  return `${ENDPOINTS.documentosGenerados}/${clave}/pdf`;
}

/** A link to the PDF of a document the registry generates from its definitions (always current, so always available). */
export function EnlaceDocumentoGenerado({ clave, texto }: EnlaceDocumentoGeneradoProps) {
  const { descargando, descargar } = useDescarga('No se ha podido generar el documento.');
  const titulo = texto ?? DOCUMENTOS_GENERADOS.find((documento) => documento.clave === clave)?.titulo ?? clave;
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      data-clave={clave}
      disabled={descargando}
      aria-busy={descargando}
      onClick={() => void descargar(urlPdfGenerado(clave), `${clave}.pdf`)}
    >
      {titulo}
    </Link>
  );
}
