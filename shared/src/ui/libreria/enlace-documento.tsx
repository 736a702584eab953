import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { documentoReferencia, formatearFechaHora, MENSAJE_DOCUMENTO_NO_DISPONIBLE, type ClaveDocumentoReferencia } from '@registro-lma/shared/domain';
import { useDescarga } from '../descargas/use-descarga';
import { useRemoteData } from '../remote-data/use-remote-data';
import { documentosReferencia, urlFicheroVigente } from './documentos-referencia';

export interface EnlaceDocumentoProps {
  readonly clave: ClaveDocumentoReferencia;
  /** The link's text; the document's title by default. */
  readonly texto?: string;
}

const MENSAJE_FALLO_DESCARGA = 'No se ha podido descargar el documento.';

/**
 * A link to the version in force of a reference document, downloaded through the API with the session's token; while
 * no version is uploaded (or the library cannot be asked) its text says so instead, never a broken link.
 */
export function EnlaceDocumento({ clave, texto }: EnlaceDocumentoProps) {
  const lista = useRemoteData(documentosReferencia);
  const { descargando, descargar } = useDescarga(MENSAJE_FALLO_DESCARGA);
  const titulo = texto ?? documentoReferencia(clave)?.titulo ?? clave;
  const vigente = lista.data?.find((documento) => documento.clave === clave)?.vigente ?? null;

  if (vigente === null) {
    const motivo = lista.loading ? null : (lista.error ?? MENSAJE_DOCUMENTO_NO_DISPONIBLE);
    return (
      <Typography variant="body2" component="span" color="text.secondary" data-clave={clave}>
        {motivo === null ? titulo : `${titulo}: ${motivo}`}
      </Typography>
    );
  }
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      data-clave={clave}
      disabled={descargando}
      aria-busy={descargando}
      title={`Versión ${vigente.version}, del ${formatearFechaHora(vigente.subido_en)}`}
      onClick={() => void descargar(urlFicheroVigente(clave), vigente.nombre_archivo)}
    >
      {titulo}
    </Link>
  );
}
