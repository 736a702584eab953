import { useCallback, useState } from 'react';
import { HttpError, http } from '@registro-lma/shared/http';
import { notify } from '../notifications/notify';
import { guardarFichero } from './guardar-fichero';

export interface Descarga {
  /** A download is under way: its button waits (and is disabled) until it ends. */
  readonly descargando: boolean;
  /** Fetches `url` through the API client (with the session's token) and saves it as `nombre`. */
  descargar(url: string, nombre: string): Promise<void>;
}

/** One file download at a time, with its state; a failure is notified with the API's message or `mensajeFallo`. */
export function useDescarga(mensajeFallo: string): Descarga {
  const [descargando, setDescargando] = useState(false);
  const descargar = useCallback(
    async (url: string, nombre: string) => {
      setDescargando(true);
      try {
        guardarFichero(await http.get<Blob>(url, { responseType: 'blob' }), nombre);
      } catch (error) {
        notify(error instanceof HttpError ? `${mensajeFallo} ${error.message}` : mensajeFallo, { variant: 'error' });
      } finally {
        setDescargando(false);
      }
    },
    [mensajeFallo],
  );
  return { descargando, descargar };
}
