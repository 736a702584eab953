import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatearFechaHora, type DocumentoGenerado, type TablaGenerada } from '@registro-lma/shared/domain';
import { imprimible, partirEnLineas } from '../../platform/pdf/texto-pdf';

const A4: [number, number] = [595.28, 841.89];
const MARGEN = 40;
const ANCHO_UTIL = A4[0] - 2 * MARGEN;
const TAMANO = 8.5;
const INTERLINEA = 11;
const RELLENO = 3;
const GRIS = rgb(0.35, 0.35, 0.35);
const FONDO_CABECERA = rgb(0.9, 0.92, 0.95);
/** The footer's band: content stops above it. */
const FINAL_CONTENIDO = MARGEN + 24;

/**
 * The standard fonts encode WinAnsi only. The symbols the definitions use that it lacks are written as their plain
 * equivalents («≤» as «<=»); anything else prints as «?», never fails.
 */
const EQUIVALENTES: Readonly<Record<string, string>> = { '≤': '<=', '≥': '>=', '−': '-', '→': '->', '×': 'x' };

/** The text with those symbols replaced: what the PDF holds of a definition's text. */
export function conEquivalentes(valor: string): string {
  return [...valor.normalize('NFC')].map((caracter) => EQUIVALENTES[caracter] ?? caracter).join('');
}

function textoImprimible(fuente: PDFFont, valor: string): string {
  return imprimible(fuente, conEquivalentes(valor));
}

/**
 * Column widths: each column at least as wide as its longest word (a code never runs into the next cell), and the
 * rest of the page shared in proportion to the columns' longest text (capped, so one long cell does not starve the others).
 */
function anchosDe(tabla: TablaGenerada, fuente: PDFFont): number[] {
  const celdas = tabla.columnas.map((columna, indice) => [columna, ...tabla.filas.map((fila) => textoImprimible(fuente, fila[indice] ?? ''))]);
  const minimos = celdas.map(
    (textos) => Math.max(...textos.flatMap((texto) => texto.split(/\s+/)).map((palabra) => fuente.widthOfTextAtSize(palabra, TAMANO))) + 2 * RELLENO,
  );
  const pesos = celdas.map((textos) => Math.min(60, Math.max(8, ...textos.map((texto) => texto.length))));
  const sobrante = Math.max(0, ANCHO_UTIL - minimos.reduce((suma, minimo) => suma + minimo, 0));
  const totalPesos = pesos.reduce((suma, peso) => suma + peso, 0);
  const anchos = minimos.map((minimo, indice) => minimo + (sobrante * (pesos[indice] ?? 0)) / totalPesos);
  const total = anchos.reduce((suma, ancho) => suma + ancho, 0);
  return anchos.map((ancho) => (ancho * ANCHO_UTIL) / total);
}

function lineasDeFila(fuente: PDFFont, celdas: readonly string[], anchos: readonly number[]): string[][] {
  return celdas.map((celda, indice) => partirEnLineas(fuente, textoImprimible(fuente, celda), (anchos[indice] ?? 0) - 2 * RELLENO, TAMANO));
}

const altoDeFila = (lineas: readonly string[][]) => Math.max(...lineas.map((celda) => celda.length)) * INTERLINEA + 2 * RELLENO;

/** Draws top to bottom, adding pages as the content needs. */
class Maquetador {
  pagina: PDFPage;
  y: number;

  constructor(
    private readonly documento: PDFDocument,
    readonly normal: PDFFont,
    readonly negrita: PDFFont,
  ) {
    this.pagina = documento.addPage(A4);
    this.y = A4[1] - MARGEN;
  }

  /** A new page when `alto` does not fit above the footer; true when one was added. */
  reservar(alto: number): boolean {
    if (this.y - alto >= FINAL_CONTENIDO) return false;
    this.pagina = this.documento.addPage(A4);
    this.y = A4[1] - MARGEN;
    return true;
  }

  parrafo(texto: string, fuente: PDFFont, tamano: number, color = rgb(0, 0, 0)): void {
    for (const linea of partirEnLineas(fuente, textoImprimible(fuente, texto), ANCHO_UTIL, tamano)) {
      this.reservar(tamano + 4);
      this.y -= tamano + 2;
      this.pagina.drawText(linea, { x: MARGEN, y: this.y, size: tamano, font: fuente, color });
    }
    this.y -= 4;
  }

  /** One row, each cell's lines drawn one after another (so text extraction reads the row in order). */
  fila(celdas: readonly string[], anchos: readonly number[], cabecera: boolean): void {
    const fuente = cabecera ? this.negrita : this.normal;
    const lineas = lineasDeFila(fuente, celdas, anchos);
    const alto = altoDeFila(lineas);
    const arriba = this.y;
    if (cabecera) this.pagina.drawRectangle({ x: MARGEN, y: arriba - alto, width: ANCHO_UTIL, height: alto, color: FONDO_CABECERA });
    let x = MARGEN;
    lineas.forEach((celda, indice) => {
      celda.forEach((linea, numero) => {
        this.pagina.drawText(linea, { x: x + RELLENO, y: arriba - RELLENO - TAMANO - numero * INTERLINEA, size: TAMANO, font: fuente });
      });
      x += anchos[indice] ?? 0;
    });
    this.y = arriba - alto;
    this.pagina.drawLine({ start: { x: MARGEN, y: this.y }, end: { x: MARGEN + ANCHO_UTIL, y: this.y }, thickness: 0.4, color: GRIS });
  }

  tabla(tabla: TablaGenerada): void {
    const anchos = anchosDe(tabla, this.negrita);
    this.reservar(60);
    this.y -= 8;
    this.parrafo(tabla.titulo, this.negrita, 11);
    this.fila(tabla.columnas, anchos, true);
    for (const fila of tabla.filas) {
      // A row never splits: it moves to a new page, under the header again.
      if (this.reservar(altoDeFila(lineasDeFila(this.normal, fila, anchos)))) this.fila(tabla.columnas, anchos, true);
      this.fila(fila, anchos, false);
    }
    this.y -= 4;
    for (const nota of tabla.notas) this.parrafo(nota, this.normal, 8, GRIS);
  }
}

/**
 * Renders a generated reference document as an A4 PDF in Spanish: its title and description, then each table with its
 * header repeated on every page it spans, and on every page the generation time and the page number. Does no I/O and
 * reads no clock: the same document and time give the same PDF.
 */
export async function generarPdfDocumento(documento: DocumentoGenerado, generadoEn: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(documento.titulo);
  pdf.setSubject('Registro LMA · Librería de referencia');
  pdf.setLanguage('es-ES');
  pdf.setProducer('Registro LMA');
  pdf.setCreator('Registro LMA');
  pdf.setCreationDate(generadoEn);
  pdf.setModificationDate(generadoEn);
  const [normal, negrita] = await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)]);
  const maquetador = new Maquetador(pdf, normal, negrita);
  maquetador.parrafo(documento.titulo, negrita, 16);
  maquetador.parrafo(documento.descripcion, normal, 9, GRIS);
  for (const tabla of documento.tablas) maquetador.tabla(tabla);

  const paginas = pdf.getPages();
  const generado = `Registro LMA · ${documento.titulo} · generado el ${formatearFechaHora(generadoEn.toISOString())} (hora de Madrid)`;
  paginas.forEach((pagina, indice) => {
    pagina.drawText(textoImprimible(normal, generado), { x: MARGEN, y: MARGEN, size: 7.5, font: normal, color: GRIS });
    const numero = `Página ${indice + 1} de ${paginas.length}`;
    pagina.drawText(numero, { x: A4[0] - MARGEN - normal.widthOfTextAtSize(numero, 7.5), y: MARGEN, size: 7.5, font: normal, color: GRIS });
  });
  return pdf.save();
}
