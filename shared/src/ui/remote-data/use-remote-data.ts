import { useCallback, useEffect, useState } from 'react';
import { HttpError } from '@registro-lma/shared/http';

export interface RemoteData<T> {
  readonly data: T | null;
  readonly error: string | null;
  /** HTTP status of the failure (0 without a response), to tell «no permission» (403) or «not found» (404) apart. */
  readonly status: number | null;
  readonly loading: boolean;
  /** Counts completed loads: a new value means fresh data (used to restart forms after «Recargar»). */
  readonly loads: number;
  reload(): void;
}

const MENSAJE_FALLO_CARGA = 'No se han podido cargar los datos.';

/** Loads what `load` returns (memoise it: a new function loads again) with loading and error states. */
export function useRemoteData<T>(load: () => Promise<T>): RemoteData<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [loads, setLoads] = useState(0);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(null);
    setStatus(null);
    load().then(
      (result) => {
        if (!current) return;
        setData(result);
        setLoading(false);
        setLoads((count) => count + 1);
      },
      (failure: unknown) => {
        if (!current) return;
        setError(failure instanceof HttpError ? failure.message : MENSAJE_FALLO_CARGA);
        setStatus(failure instanceof HttpError ? failure.status : null);
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [load, reloads]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);

  return { data, error, status, loading, loads, reload };
}
