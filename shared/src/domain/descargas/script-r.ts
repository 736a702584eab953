import type { FicheroDescarga } from './areas-descarga';
import type { ColumnaDescarga } from './columnas-descarga';

/** An R string literal. */
const r = (texto: string) => `"${texto.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

function claseR(columna: ColumnaDescarga): string {
  if (columna.tipo === 'sistema' || columna.valor === 'etiqueta') return 'character';
  if (columna.valor === 'anio') return 'integer';
  const { campo } = columna;
  switch (campo.kind) {
    case 'integer':
    case 'boolean':
      return 'integer';
    case 'decimal':
      return 'numeric';
    case 'date':
      return 'Date';
    case 'enum':
      return campo.referencia === undefined ? 'character' : 'integer';
    default:
      return 'character';
  }
}

function factorR(columna: ColumnaDescarga): string | null {
  if (columna.tipo !== 'campo' || columna.valor !== 'valor' || columna.campo.kind !== 'enum' || columna.campo.catalogo === undefined) return null;
  const filas = columna.campo.catalogo;
  return `  d[[${r(columna.nombre)}]] <- factor(d[[${r(columna.nombre)}]], levels = c(${filas.map((fila) => r(fila.codigo)).join(', ')}), labels = c(${filas.map((fila) => r(fila.etiqueta)).join(', ')}))`;
}

/**
 * A short R script (base R only) that reads each CSV of the extract with its types (integers, decimals, dates) and
 * turns single-code columns into factors labelled as in the forms; multi-code columns stay as `|`-joined text.
 */
export function scriptR(ficheros: readonly { fichero: FicheroDescarga; columnas: readonly ColumnaDescarga[] }[]): string {
  const lineas = [
    '# Registro LMA: lectura de la descarga con tipos y etiquetas (R base).',
    '# Ejecútelo en la carpeta donde descomprimió el ZIP: source("leer-descarga.R")',
    'leer <- function(fichero, clases) {',
    '  read.table(fichero, header = TRUE, sep = ";", dec = ".", quote = "\\"", na.strings = "", fileEncoding = "UTF-8-BOM",',
    '             colClasses = clases, comment.char = "", check.names = FALSE, encoding = "UTF-8")',
    '}',
    'datos <- list()',
  ];
  for (const { fichero, columnas } of ficheros) {
    lineas.push(`datos[[${r(fichero.nombre)}]] <- local({`);
    lineas.push(`  d <- leer(${r(`${fichero.nombre}.csv`)}, c(${columnas.map((columna) => `${r(columna.nombre)} = ${r(claseR(columna))}`).join(', ')}))`);
    for (const columna of columnas) {
      const factor = factorR(columna);
      if (factor !== null) lineas.push(factor);
    }
    lineas.push('  d', '})');
  }
  lineas.push('invisible(datos)', '');
  return lineas.join('\n');
}
