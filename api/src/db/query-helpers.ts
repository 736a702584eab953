/** Row offset of a page (pages start at 1). */
export function pageOffset(query: { pagina: number; tamano: number }): number {
  return (query.pagina - 1) * query.tamano;
}

/** `%term%` for ILIKE with the user's wildcards escaped, so a search is always literal. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
