import Typography from '@mui/material/Typography';
import { documentoReferencia, formatearFechaHora, MENSAJE_DOCUMENTO_NO_DISPONIBLE, type ClaveDocumentoReferencia } from '@registro-lma/shared/domain';
import { RUTAS_API } from '@registro-lma/shared/http';
import { useRemoteData } from '../remote-data/use-remote-data';
import { documentosReferencia } from './documentos-referencia';
import { EnlaceDescarga } from './enlace-descarga';

export interface EnlaceDocumentoProps {
  readonly clave: ClaveDocumentoReferencia;
  /** The link's text; the document's title by default. */
  readonly texto?: string;
}

/**
 * A link to the version in force of a reference document, downloaded through the API with the session's token; while
 * no version is uploaded (or the library cannot be asked) its text says so instead, never a broken link.
 */
export function EnlaceDocumento({ clave, texto }: EnlaceDocumentoProps) {
  const lista = useRemoteData(documentosReferencia);
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
    <EnlaceDescarga
      clave={clave}
      titulo={titulo}
      url={RUTAS_API.ficheroDocumentoReferencia(clave)}
      nombre={vigente.nombre_archivo}
      mensajeFallo="No se ha podido descargar el documento."
      detalle={`Versión ${vigente.version}, del ${formatearFechaHora(vigente.subido_en)}`}
    />
  );
}
