/** One selectable value of a catalogue (catalogues.md §0): the code is stored, the label is shown. */
export type CatalogoFila<C extends string = string> = {
  readonly codigo: C;
  readonly etiqueta: string;
  readonly orden: number;
  readonly activo: boolean;
  /** Meaning or usage note of the row, when the catalogue gives one. */
  readonly nota?: string;
};

/** Rows from `[codigo, etiqueta]` pairs in display order; every row active. Keeps the codes as literal types. */
export function crearCatalogo<const C extends string>(pares: readonly (readonly [C, string])[]): readonly CatalogoFila<C>[] {
  return pares.map(([codigo, etiqueta], indice) => ({ codigo, etiqueta, orden: indice + 1, activo: true }));
}

/**
 * Rows from `[codigo, etiqueta, columnas]` triples: the catalogue-specific columns (and `nota`) join each row.
 * Curried so the column type is given explicitly while the codes are still inferred as literal types:
 * `crearCatalogoConColumnas<ColumnasX>()([...])`.
 */
export function crearCatalogoConColumnas<E extends object>() {
  return <const C extends string>(filas: readonly (readonly [C, string, E])[]): readonly (CatalogoFila<C> & E)[] =>
    filas.map(([codigo, etiqueta, columnas], indice) => ({ ...columnas, codigo, etiqueta, orden: indice + 1, activo: true }));
}

export function buscarFila<C extends string>(filas: readonly CatalogoFila<C>[], codigo: string): CatalogoFila<C> | undefined {
  return filas.find((fila) => fila.codigo === codigo);
}

/** Rows offered in new entries: inactive codes stay valid in existing records but are not offered. */
export function filasActivas<C extends string>(filas: readonly CatalogoFila<C>[]): CatalogoFila<C>[] {
  return filas.filter((fila) => fila.activo).sort((a, b) => a.orden - b.orden);
}
