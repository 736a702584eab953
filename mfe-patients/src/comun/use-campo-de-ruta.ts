import { useEffect, useRef } from 'react';
import { useSearchParams } from '@registro-lma/shared/router';

/** The query parameters of a link to one field of one record: `?formulario=<id>&registro=<id>&campo=<nombre>`. */
export const PARAMETROS_CAMPO = { formulario: 'formulario', registro: 'registro', campo: 'campo' } as const;

/** The record and field the route points at on this form (a null record: the route names none), or null. */
function useDestinoDeRuta(formulario: string): { readonly registro: string | null; readonly campo: string } | null {
  const [busqueda] = useSearchParams();
  const campo = busqueda.get(PARAMETROS_CAMPO.campo);
  if (campo === null || busqueda.get(PARAMETROS_CAMPO.formulario) !== formulario) return null;
  return { registro: busqueda.get(PARAMETROS_CAMPO.registro), campo };
}

/** The record of this form the route points at (a row to unfold), or null. */
export function useRegistroDeRuta(formulario: string): number | null {
  const registro = useDestinoDeRuta(formulario)?.registro ?? null;
  return registro === null ? null : Number(registro);
}

/** The field the route points at in this form's record (any record of the form when the route names none), or null. */
export function useCampoDeRuta(formulario: string, registroId: number | null): string | null {
  const destino = useDestinoDeRuta(formulario);
  if (destino === null) return null;
  return destino.registro === null || destino.registro === String(registroId) ? destino.campo : null;
}

/**
 * Scrolls the input with this id into view and focuses it, once per target, as soon as it is painted (a long form
 * paints its later panels after the first frame, so every render looks again until it is there).
 */
export function useFocoCampo(id: string | null): void {
  const enfocado = useRef<string | null>(null);
  useEffect(() => {
    if (id === null || enfocado.current === id) return;
    const entrada = document.getElementById(id);
    if (entrada === null) return;
    enfocado.current = id;
    entrada.scrollIntoView?.({ block: 'center' });
    entrada.focus({ preventScroll: true });
  });
}
