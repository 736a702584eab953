/**
 * Characters per piece of a streamed text: below V8's large-object size. A batch's rows joined whole (hundreds of KB)
 * are allocated outside the young generation and stay until a full collection.
 */
export const CARACTERES_POR_TROZO = 16_384;

/**
 * A text given as batches of parts (a batch's CSV records, a sheet's XML rows), as pieces of about
 * CARACTERES_POR_TROZO characters: each part whole, several parts joined into one piece. The next batch is asked for
 * only once every piece of the last one was taken.
 */
export async function* trozosDeTexto(lotes: AsyncIterable<readonly string[]>): AsyncGenerator<string> {
  for await (const partes of lotes) {
    let trozo = '';
    for (const parte of partes) {
      trozo += parte;
      if (trozo.length >= CARACTERES_POR_TROZO) {
        yield trozo;
        trozo = '';
      }
    }
    if (trozo !== '') yield trozo;
  }
}
