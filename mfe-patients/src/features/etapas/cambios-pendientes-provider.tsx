import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { BloqueoSalida, borrarBorrador } from '@registro-lma/shared/ui';

interface CambiosPendientes {
  /** A form of the screen has (or no longer has) unsaved changes, kept in the browser under `claveBorrador`. */
  informar(id: string, pendiente: boolean, claveBorrador: string | null): void;
}

const ContextoCambios = createContext<CambiosPendientes | null>(null);

/**
 * A stage screen holds several forms (one per row, per rescue line…) but a router holds one leave guard: the
 * forms report their unsaved changes here, and leaving asks once for all of them.
 */
export function CambiosPendientesProvider({ children }: { readonly children: ReactNode }) {
  const [pendientes, setPendientes] = useState<ReadonlyMap<string, string | null>>(new Map());
  const informar = useCallback((id: string, pendiente: boolean, claveBorrador: string | null) => {
    setPendientes((actuales) => {
      if (pendiente ? actuales.has(id) && actuales.get(id) === claveBorrador : !actuales.has(id)) return actuales;
      const nuevos = new Map(actuales);
      if (pendiente) nuevos.set(id, claveBorrador);
      else nuevos.delete(id);
      return nuevos;
    });
  }, []);
  const valor = useMemo(() => ({ informar }), [informar]);
  const descartarBorradores = () => {
    for (const clave of pendientes.values()) if (clave !== null) borrarBorrador(clave);
  };
  return (
    <ContextoCambios.Provider value={valor}>
      <BloqueoSalida activo={pendientes.size > 0} alSalir={descartarBorradores} />
      {children}
    </ContextoCambios.Provider>
  );
}

/** Reports a form's unsaved changes to its screen's leave guard, and that it has none once it is gone. */
export function useInformarCambios(id: string, pendiente: boolean, claveBorrador: string | null): void {
  const contexto = useContext(ContextoCambios);
  useEffect(() => {
    contexto?.informar(id, pendiente, claveBorrador);
  }, [contexto, id, pendiente, claveBorrador]);
  useEffect(() => () => contexto?.informar(id, false, null), [contexto, id]);
}
