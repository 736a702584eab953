import { neutralizarFormula } from './formula-csv';

/** What makes a field need quotes (RFC 4180): the `;` separator, a quote, or a line break. */
const NECESITA_COMILLAS = /[;"\r\n]/;

function campoCsv(valor: string | null, textoLibre: boolean): string {
  if (valor === null) return '';
  const texto = textoLibre ? neutralizarFormula(valor) : valor;
  return NECESITA_COMILLAS.test(valor) ? `"${texto.replaceAll('"', '""')}"` : texto;
}

/**
 * One CSV record as data-dictionary §8 writes it: `;`-separated, RFC 4180 quoting only where needed, CRLF; the fields
 * `textosLibres` marks (every field when absent: metadata, codebook) get a leading apostrophe when they would open as
 * a spreadsheet formula. Written here rather than with csv-stringify: the extract's data rows are its hot path, and
 * csv-stringify took 8.2 s where this takes 1.3 s for the 96 863 × 142 diagnosis rows of the 100 000-patient registry.
 */
export function lineaCsv(valores: readonly (string | null)[], textosLibres?: readonly boolean[]): string {
  return `${valores.map((valor, indice) => campoCsv(valor, textosLibres?.[indice] ?? true)).join(';')}\r\n`;
}

/** data-dictionary §8: UTF-8 with BOM. */
export const BOM_CSV = '\uFEFF';

/** A whole small CSV text as the extracts write it (BOM, header, rows): metadata, codebook, a chart's numbers. */
export function csvCompleto(cabecera: readonly string[], filas: readonly (readonly (string | null)[])[]): string {
  return BOM_CSV + [cabecera, ...filas].map((fila) => lineaCsv(fila)).join('');
}
