import { startTransition, useEffect, useState } from 'react';

/** Panels painted in the first frame; the rest follow in a transition that never blocks typing. */
const PANELES_INICIALES = 2;

/**
 * A long stage form (the diagnosis has eleven panels and 125 fields) paints its first panels at once and the others
 * just after, so the clinician sees the record without waiting for the whole form to render.
 */
export function usePanelesProgresivos<P>(paneles: readonly P[]): readonly P[] {
  const [todos, setTodos] = useState(paneles.length <= PANELES_INICIALES);
  useEffect(() => {
    if (!todos) startTransition(() => setTodos(true));
  }, [todos]);
  return todos ? paneles : paneles.slice(0, PANELES_INICIALES);
}
