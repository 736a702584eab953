import { CABECERA_LIBRO_CODIGOS, type ColumnaDescarga } from '@registro-lma/shared/domain';
import { nombresHojas, partesLibro, rutaHoja, TIPO_MIME_XLSX, xmlHoja, xmlHojaCompleta, type CeldaXlsx } from '../../platform/xlsx/libro-xlsx';
import type { EscrituraDescarga, FicheroAEscribir } from './descarga-writer';
import type { TextoDescarga } from './descarga-reader';

const numeroOTexto = (texto: string): CeldaXlsx => (Number.isFinite(Number(texto)) ? { numero: Number(texto) } : { texto });

/**
 * A value as a typed cell, with the CSV's text rules (codes, labels, `|`-joined lists, booleans 1/0): integers,
 * decimals, booleans, years and referenced ids as numbers, dates as dates (shown DD/MM/YYYY), the rest as text. The
 * audit time `modificado_en` stays ISO 8601 text in UTC, as the codebook says.
 */
export function celdaValor(columna: ColumnaDescarga, texto: TextoDescarga): CeldaXlsx {
  if (texto === null || texto === '') return null;
  if (columna.tipo === 'sistema' || columna.valor === 'etiqueta') return { texto };
  if (columna.valor === 'anio') return numeroOTexto(texto);
  switch (columna.campo.kind) {
    case 'integer':
    case 'decimal':
    case 'boolean':
      return numeroOTexto(texto);
    case 'date':
      return { fecha: texto };
    case 'enum':
      return columna.campo.referencia === undefined ? { texto } : numeroOTexto(texto);
    default:
      return { texto };
  }
}

/** A data file's cells, batch by batch; `alLote` hears each batch's row count once the sheet has taken it. */
async function* celdasDe(fichero: FicheroAEscribir, alLote: (filas: number) => Promise<void>): AsyncGenerator<CeldaXlsx[][]> {
  for await (const lote of fichero.lotes()) {
    yield lote.map((fila) => fila.map((valor, indice) => celdaValor(fichero.columnas[indice]!, valor)));
    await alLote(lote.length);
  }
}

/**
 * One Excel workbook: a sheet per data file (named as the CSV would be), then `metadatos` and `codebook`. The R
 * script is left out: it reads the CSV files, and whoever works in R asks for the CSV format.
 */
export const ESCRITURA_XLSX: EscrituraDescarga = {
  extension: 'xlsx',
  tipoMime: TIPO_MIME_XLSX,
  inicio: (ficheros) => partesLibro(nombresHojas([...ficheros.map(({ fichero }) => fichero.nombre), 'metadatos', 'codebook'])),
  ruta: (_, indice) => rutaHoja(indice),
  datos: (fichero, alLote) =>
    xmlHoja(
      fichero.fichero.nombre,
      fichero.columnas.map((columna) => columna.nombre),
      celdasDe(fichero, alLote),
    ),
  fin: (ficheros, metadatos, libro) => [
    [rutaHoja(ficheros.length), xmlHojaCompleta(['clave', 'valor'], metadatos)],
    [rutaHoja(ficheros.length + 1), xmlHojaCompleta(CABECERA_LIBRO_CODIGOS, libro)],
  ],
};
