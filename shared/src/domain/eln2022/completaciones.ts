import type { Tri } from './tri-estado';

/**
 * eln2022-risk.md §4.1: a completion gives T or F to every unknown variable. Completion number `mascara` gives
 * `libres[i]` the value of bit i. `enlazar` sets the variables that are not free but follow another one (§2.2).
 * The brute-force enumeration is the reference implementation the document asks for (at most 2¹² completions).
 */
export function resultadosPorCompletacion<K extends string, R>(
  valores: Readonly<Record<K, Tri>>,
  libres: readonly K[],
  decidir: (asignacion: Readonly<Record<K, boolean>>) => R,
  enlazar: (asignacion: Record<K, boolean>) => void = () => undefined,
): R[] {
  const asignacion = Object.fromEntries(Object.entries(valores).map(([clave, valor]) => [clave, valor === true])) as Record<
    K,
    boolean
  >;
  const resultados: R[] = [];
  for (let mascara = 0; mascara < 2 ** libres.length; mascara++) {
    libres.forEach((clave, bit) => {
      asignacion[clave] = ((mascara >> bit) & 1) === 1;
    });
    enlazar(asignacion);
    resultados.push(decidir(asignacion));
  }
  return resultados;
}

/**
 * §4.2: free variable i is relevant when two completions that differ only in it (and in what `enlazar` derives
 * from it) give different results.
 */
export function libresRelevantes<R>(resultados: readonly R[], numeroLibres: number): boolean[] {
  return Array.from({ length: numeroLibres }, (_, bit) =>
    resultados.some((resultado, mascara) => (mascara & (1 << bit)) === 0 && resultado !== resultados[mascara | (1 << bit)]),
  );
}

/** The unknown variables, in the given order, except those that follow another one. */
export function variablesLibres<K extends string>(valores: Readonly<Record<K, Tri>>, orden: readonly K[], enlazadas: readonly K[] = []): K[] {
  return orden.filter((clave) => valores[clave] === null && !enlazadas.includes(clave));
}
