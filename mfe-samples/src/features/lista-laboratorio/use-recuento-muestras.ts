import { useEffect, useState } from 'react';
import type { RecuentoMuestras } from '@registro-lma/shared/domain';
import { recontarMuestras, urlRecuento } from './muestras-laboratorio.resource';

/**
 * The per-state counts of the worklist's tabs, read again each time the list has loaded (a tab, a page, a retry, the
 * screen opened again after a reception or an upload) so that they agree with it; null until read, or when reading
 * them failed (the tabs then show no count: the list says what went wrong).
 */
export function useRecuentoMuestras(filtros: Readonly<Record<string, string>>, listaCargando: boolean): RecuentoMuestras | null {
  const [recuento, setRecuento] = useState<RecuentoMuestras | null>(null);
  const url = urlRecuento(filtros);
  useEffect(() => {
    if (listaCargando) return;
    const controller = new AbortController();
    recontarMuestras(url, controller.signal).then(
      (leido) => {
        if (!controller.signal.aborted) setRecuento(leido);
      },
      () => {
        if (!controller.signal.aborted) setRecuento(null);
      },
    );
    return () => controller.abort();
  }, [url, listaCargando]);
  return recuento;
}
