import Link from '@mui/material/Link';
import { useDescarga } from '../descargas/use-descarga';

export interface EnlaceDescargaProps {
  /** The document's key, for tests and analytics (`data-clave`). */
  readonly clave: string;
  readonly titulo: string;
  readonly url: string;
  /** The name the file is saved under. */
  readonly nombre: string;
  readonly mensajeFallo: string;
  /** Tooltip, e.g. the version and its date. */
  readonly detalle?: string;
}

/** A link-looking button that downloads a library document through the API with the session's token. */
export function EnlaceDescarga({ clave, titulo, url, nombre, mensajeFallo, detalle }: EnlaceDescargaProps) {
  const { descargando, descargar } = useDescarga(mensajeFallo);
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      data-clave={clave}
      disabled={descargando}
      aria-busy={descargando}
      title={detalle}
      onClick={() => void descargar(url, nombre)}
    >
      {titulo}
    </Link>
  );
}
