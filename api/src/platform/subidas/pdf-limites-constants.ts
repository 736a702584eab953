// Apart from the reader, which loads pdf-lib: the messages need the figures at start-up, pdf-lib only on the first upload.

const MIB = 1024 * 1024;

/**
 * What the checker spends on one file at most. A report has hundreds to a few thousand objects and is read in well
 * under a second; a file beyond these is refused, never read to the end.
 */
export const LIMITES_LECTURA_PDF = {
  /** Objects defined in the file, those packed in object streams included. */
  objetos: 200_000,
  /** Bytes the object streams inflate to, all together (a 20 MiB deflate stream may inflate to 20 GiB). */
  bytesDescomprimidos: 64 * MIB,
  /** Wall-clock time of the whole reading. */
  milisegundos: 5_000,
} as const;

export type LimitesLecturaPdf = { readonly [clave in keyof typeof LIMITES_LECTURA_PDF]: number };
export type LimiteExcedido = 'objetos' | 'datos comprimidos' | 'tiempo';
