import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margen` of the viewport (once true, it stays true). Without
 * IntersectionObserver it is true at once: the content is shown rather than never.
 */
export function useCercaDeVista(elemento: RefObject<Element | null>, margen: string): boolean {
  const [cerca, setCerca] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const actual = elemento.current;
    if (cerca || actual === null) return undefined;
    const observador = new IntersectionObserver((entradas) => {
      if (entradas.some((entrada) => entrada.isIntersecting)) setCerca(true);
    }, { rootMargin: margen });
    observador.observe(actual);
    return () => observador.disconnect();
  }, [elemento, margen, cerca]);
  return cerca;
}
