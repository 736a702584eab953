import { BOM_CSV, CABECERA_LIBRO_CODIGOS, csvCompleto, lineaCsv, scriptR } from '@registro-lma/shared/domain';
import type { EscrituraDescarga, FicheroAEscribir } from './descarga-writer';

/** A CSV's records, batch by batch: only one batch of rows is ever held. `alLote` hears each batch's row count. */
async function* textoCsv(fichero: FicheroAEscribir, alLote: (filas: number) => Promise<void>): AsyncGenerator<readonly string[]> {
  yield [BOM_CSV + lineaCsv(fichero.columnas.map((columna) => columna.nombre))];
  for await (const lote of fichero.lineas()) {
    yield lote;
    await alLote(lote.length);
  }
}

/** The ZIP of CSVs (data-dictionary §8): one CSV per data file, then `metadatos.csv`, `codebook.csv` and `leer-descarga.R`. */
export const ESCRITURA_CSV: EscrituraDescarga = {
  extension: 'zip',
  tipoMime: 'application/zip',
  inicio: () => [],
  ruta: ({ fichero }) => `${fichero.nombre}.csv`,
  datos: textoCsv,
  fin: (ficheros, metadatos, libro) => [
    ['metadatos.csv', csvCompleto(['clave', 'valor'], metadatos)],
    ['codebook.csv', csvCompleto(CABECERA_LIBRO_CODIGOS, libro)],
    ['leer-descarga.R', scriptR(ficheros)],
  ],
};
