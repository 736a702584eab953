import { TIPO_VARIANTE, VARIANTE_MULTIPLE } from '@registro-lma/shared/domain';

/** Several types first, then the catalogue's order: the more telling mark leads, as cBioPortal ranks its glyphs. */
const RANGO_TIPO = new Map<string, number>([[VARIANTE_MULTIPLE, 0], ...TIPO_VARIANTE.map((fila, i): [string, number] => [fila.codigo, i + 1])]);

const rango = (celda: string | null): number => (celda === null || celda === '' ? Number.MAX_SAFE_INTEGER : (RANGO_TIPO.get(celda) ?? RANGO_TIPO.size));

/**
 * cBioPortal's OncoPrint order of the columns (genes already in frequency order): lexicographically by the pattern
 * of altered genes, gene by gene (altered before not), then by the type of alteration gene by gene; stable otherwise.
 */
export function ordenarColumnas<C extends { readonly celdas: readonly (string | null)[] }>(columnas: readonly C[]): C[] {
  const alterada = (celda: string | null) => (celda === null || celda === '' ? 1 : 0);
  return columnas
    .map((columna, i) => ({ columna, i }))
    .sort((x, y) => {
      for (let g = 0; g < x.columna.celdas.length; g += 1) {
        const diferencia = alterada(x.columna.celdas[g]!) - alterada(y.columna.celdas[g]!);
        if (diferencia !== 0) return diferencia;
      }
      for (let g = 0; g < x.columna.celdas.length; g += 1) {
        const diferencia = rango(x.columna.celdas[g]!) - rango(y.columna.celdas[g]!);
        if (diferencia !== 0) return diferencia;
      }
      return x.i - y.i;
    })
    .map(({ columna }) => columna);
}
