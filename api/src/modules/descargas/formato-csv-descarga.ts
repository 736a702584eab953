import { stringify } from 'csv-stringify/sync';
import { CABECERA_LIBRO_CODIGOS, scriptR } from '@registro-lma/shared/domain';
import type { EscrituraDescarga, FicheroAEscribir } from './escritor-descarga';
import { textoValor } from './valor-descarga';

/** data-dictionary §8: `;`, RFC 4180 quoting (only where needed), CRLF records; UTF-8 with BOM. */
const OPCIONES_CSV = { delimiter: ';', record_delimiter: 'windows' } as const;
const BOM = '\uFEFF';

/** A whole CSV text (BOM, header, rows) of small files: metadata and codebook. */
function csvCompleto(cabecera: readonly string[], filas: readonly (readonly string[])[]): string {
  return BOM + stringify([cabecera, ...filas], OPCIONES_CSV);
}

/** A CSV's text, batch by batch: only one batch of rows is ever held. `alLote` hears each batch's row count. */
async function* textoCsv(fichero: FicheroAEscribir, alLote: (filas: number) => Promise<void>): AsyncGenerator<string> {
  yield BOM + stringify([fichero.columnas.map((columna) => columna.nombre)], OPCIONES_CSV);
  for await (const lote of fichero.lotes()) {
    yield stringify(
      lote.map((fila) => fila.map((valor, indice) => textoValor(fichero.columnas[indice]!, valor))),
      OPCIONES_CSV,
    );
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
