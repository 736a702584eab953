/** Counts per rule, as `contarLineas` answers them. */
export type Recuento = Record<string, number>;

const MAXIMO_ENTRADAS = 1_000;

/**
 * The worklist's counts of one user and filter, kept for `vigenciaMs`: the home page and every page of the list
 * read them, and counting every line of the registry on each request is what costs (a page in age order reads only
 * the oldest lines). A line appears or goes when a record is saved, or as days pass; a count may lag that by the
 * validity at most, on each API process. Failed counts are not kept.
 */
export function cacheDeRecuentos(vigenciaMs: number) {
  const entradas = new Map<string, { hasta: number; valor: Promise<Recuento> }>();
  return (clave: string, contar: () => Promise<Recuento>): Promise<Recuento> => {
    const ahora = Date.now();
    const guardada = entradas.get(clave);
    if (guardada !== undefined && guardada.hasta > ahora) return guardada.valor;
    if (entradas.size >= MAXIMO_ENTRADAS) entradas.clear();
    const valor = contar();
    entradas.set(clave, { hasta: ahora + vigenciaMs, valor });
    valor.catch(() => entradas.delete(clave));
    return valor;
  };
}
