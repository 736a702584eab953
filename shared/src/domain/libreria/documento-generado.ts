/** One table of a generated reference document: a header row and its rows, every cell already text. */
export type TablaGenerada = {
  readonly titulo: string;
  readonly columnas: readonly string[];
  readonly filas: readonly (readonly string[])[];
  /** Lines printed under the table. */
  readonly notas: readonly string[];
};

/**
 * A reference document the registry writes from its own definitions (catalogues, field definitions, rules), so it is
 * always current: the screen shows it as tables and the API renders the same content as a PDF.
 */
export type ContenidoGenerado = {
  readonly descripcion: string;
  readonly tablas: readonly TablaGenerada[];
};

export type DocumentoGenerado = ContenidoGenerado & { readonly clave: string; readonly titulo: string };
