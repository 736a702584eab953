import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { stringify } from 'csv-stringify/sync';
import { ZipFile } from 'yazl';
import {
  CABECERA_LIBRO_CODIGOS,
  columnasDeFichero,
  filasLibroCodigos,
  scriptR,
  type ColumnaDescarga,
  type FicheroDescarga,
  type ModoDescarga,
} from '@registro-lma/shared/domain';

/** data-dictionary §8: `;`, RFC 4180 quoting (only where needed), CRLF records; UTF-8 with BOM. */
const OPCIONES_CSV = { delimiter: ';', record_delimiter: 'windows' } as const;
const BOM = '\uFEFF';

/** A whole CSV text (BOM, header, rows) of small files: metadata and codebook. */
export function csvCompleto(cabecera: readonly string[], filas: readonly (readonly string[])[]): string {
  return BOM + stringify([cabecera, ...filas], OPCIONES_CSV);
}

/** Codes of a multi-code value in catalogue order, joined by `|` (data-dictionary §0.1). */
function codigosOrdenados(columna: Extract<ColumnaDescarga, { tipo: 'campo' }>, valor: readonly string[]): string[] {
  const { campo } = columna;
  const orden = campo.kind === 'multiEnum' && campo.catalogo !== undefined ? campo.catalogo.map((fila) => fila.codigo) : [];
  const posicion = (codigo: string) => {
    const indice = orden.indexOf(codigo);
    return indice === -1 ? orden.length : indice;
  };
  return [...valor].sort((a, b) => posicion(a) - posicion(b));
}

function etiquetaDe(columna: Extract<ColumnaDescarga, { tipo: 'campo' }>, codigo: string): string {
  const { campo } = columna;
  if ((campo.kind !== 'enum' && campo.kind !== 'multiEnum') || campo.catalogo === undefined) return codigo;
  return campo.catalogo.find((fila) => fila.codigo === codigo)?.etiqueta ?? codigo;
}

/** A value as the export writes it (data-dictionary §0.1): booleans `1`/`0`, lists `|`-joined, null empty. */
export function textoValor(columna: ColumnaDescarga, valor: unknown): string {
  if (valor === null || valor === undefined) return '';
  if (columna.tipo === 'sistema') return String(valor);
  if (columna.valor === 'anio') return String(valor).slice(0, 4);
  if (Array.isArray(valor)) {
    const codigos = codigosOrdenados(columna, valor.map(String));
    return (columna.valor === 'etiqueta' ? codigos.map((codigo) => etiquetaDe(columna, codigo)) : codigos).join('|');
  }
  if (typeof valor === 'boolean') return valor ? '1' : '0';
  if (columna.valor === 'etiqueta') return etiquetaDe(columna, String(valor));
  return String(valor);
}

/** One data file of an extract: its definition, its columns, and its rows in batches (raw values in column order). */
export interface FicheroAEscribir {
  fichero: FicheroDescarga;
  columnas: readonly ColumnaDescarga[];
  lotes: () => AsyncIterable<unknown[][]>;
}

/** The columns of every file of an area in one mode: what the CSVs, the codebook and the R script all use. */
export function columnasDe(ficheros: readonly FicheroDescarga[], modo: ModoDescarga) {
  return ficheros.map((fichero) => ({ fichero, columnas: columnasDeFichero(fichero, modo) }));
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

/** What the extract wrote: rows per file. */
export type FilasPorFichero = Record<string, number>;

/**
 * The extract as a ZIP stream: each data file's CSV (written one after the other, so only one batch of one file is
 * in memory), then `metadatos.csv`, `codebook.csv` and `leer-descarga.R`. `salida` is the ZIP; `escrito` resolves with
 * the rows per file once every entry is in, or rejects (and destroys `salida`) when a batch fails.
 */
export function escribirZip(
  ficheros: readonly FicheroAEscribir[],
  metadatos: readonly (readonly [string, string])[],
  alLote: (filas: number) => Promise<void>,
): { salida: Readable; escrito: Promise<FilasPorFichero> } {
  const zip = new ZipFile();
  const salida = new PassThrough();
  // The failure is reported by `escrito`; the storage may not be reading `salida` yet, and must not crash the process.
  salida.on('error', () => undefined);
  zip.outputStream.on('error', (error) => salida.destroy(error));
  zip.outputStream.pipe(salida);
  const escrito = (async () => {
    const filasPorFichero: FilasPorFichero = {};
    for (const fichero of ficheros) {
      let cuenta = 0;
      const csv = Readable.from(
        textoCsv(fichero, async (filas) => {
          cuenta += filas;
          await alLote(filas);
        }),
      );
      zip.addReadStream(csv, `${fichero.fichero.nombre}.csv`);
      await finished(csv);
      filasPorFichero[fichero.fichero.nombre] = cuenta;
    }
    const libro = ficheros.flatMap(({ fichero, columnas }) => filasLibroCodigos(fichero, columnas));
    const meta: (readonly [string, string])[] = [...metadatos, ...Object.entries(filasPorFichero).map(([nombre, n]): [string, string] => [`filas_${nombre}`, String(n)])];
    zip.addBuffer(Buffer.from(csvCompleto(['clave', 'valor'], meta)), 'metadatos.csv');
    zip.addBuffer(Buffer.from(csvCompleto(CABECERA_LIBRO_CODIGOS, libro)), 'codebook.csv');
    zip.addBuffer(Buffer.from(scriptR(ficheros)), 'leer-descarga.R');
    zip.end();
    await once(zip.outputStream, 'end');
    return filasPorFichero;
  })();
  escrito.catch((error: unknown) => salida.destroy(error instanceof Error ? error : new Error(String(error))));
  return { salida, escrito };
}
