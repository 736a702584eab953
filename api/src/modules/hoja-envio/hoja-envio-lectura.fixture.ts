import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A rectangle on page 1 in PDF points, y growing downwards (as `pdftotext -bbox` gives it). */
export interface Caja {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface PalabraPdf {
  texto: string;
  caja: Caja;
}

const PPP = 300;
const PUNTOS_POR_PULGADA = 72;
// Bars are 50 pt tall; the tallest stroke of any glyph on the sheet (22 pt bold) is under 20 pt.
const ALTO_MINIMO_BARRA = 30;

/** The words poppler reads on page 1, with their boxes. */
export function palabrasPagina1(pdf: string): PalabraPdf[] {
  const html = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', pdf, '-'], { encoding: 'utf8' });
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(([, x0, y0, x1, y1, texto]) => ({
    texto: (texto ?? '').replaceAll('&amp;', '&'),
    caja: { x0: Number(x0), y0: Number(y0), x1: Number(x1), y1: Number(y1) },
  }));
}

/** The box of consecutive words on one line that read `frase`, or null. */
export function cajaDeFrase(palabras: readonly PalabraPdf[], frase: string): Caja | null {
  const buscadas = frase.split(' ');
  for (let i = 0; i + buscadas.length <= palabras.length; i++) {
    const tramo = palabras.slice(i, i + buscadas.length);
    if (tramo.every((palabra, j) => palabra.texto === buscadas[j] && palabra.caja.y0 === tramo[0]?.caja.y0)) {
      return { x0: Math.min(...tramo.map((p) => p.caja.x0)), y0: Math.min(...tramo.map((p) => p.caja.y0)), x1: Math.max(...tramo.map((p) => p.caja.x1)), y1: Math.max(...tramo.map((p) => p.caja.y1)) };
    }
  }
  return null;
}

/**
 * Where the barcode is, found as a reader's eye finds it: page 1 rendered at 300 dpi in grey, the columns holding a
 * dark vertical run taller than any letter, and the box around those runs.
 */
export function areaCodigoBarras(pdf: string): Caja | null {
  const carpeta = mkdtempSync(join(tmpdir(), 'registro-lma-barras-'));
  try {
    execFileSync('pdftoppm', ['-gray', '-r', String(PPP), '-f', '1', '-l', '1', pdf, join(carpeta, 'p')]);
    const [imagen] = readdirSync(carpeta);
    if (imagen === undefined) throw new Error('pdftoppm no ha producido ninguna página');
    const { ancho, alto, pixeles, inicio } = leerPgm(readFileSync(join(carpeta, imagen)));
    const minimo = Math.round((ALTO_MINIMO_BARRA * PPP) / PUNTOS_POR_PULGADA);
    let caja: Caja | null = null;
    for (let x = 0; x < ancho; x++) {
      let desde = -1;
      for (let y = 0; y <= alto; y++) {
        const oscuro = y < alto && (pixeles[inicio + y * ancho + x] ?? 255) < 128;
        if (oscuro && desde < 0) desde = y;
        if (!oscuro && desde >= 0) {
          if (y - desde >= minimo) caja = unir(caja, { x0: x, y0: desde, x1: x + 1, y1: y });
          desde = -1;
        }
      }
    }
    const escala = PUNTOS_POR_PULGADA / PPP;
    return caja === null ? null : { x0: caja.x0 * escala, y0: caja.y0 * escala, x1: caja.x1 * escala, y1: caja.y1 * escala };
  } finally {
    rmSync(carpeta, { recursive: true, force: true });
  }
}

/** What zbar decodes (`SYMBOLOGY:data`) in page 1 rendered at 300 dpi, as a scanner at the laboratory reads it. */
export function codigosLeidos(pdf: string): string[] {
  const carpeta = mkdtempSync(join(tmpdir(), 'registro-lma-zbar-'));
  try {
    execFileSync('pdftoppm', ['-png', '-r', String(PPP), '-f', '1', '-l', '1', pdf, join(carpeta, 'p')]);
    const [imagen] = readdirSync(carpeta);
    if (imagen === undefined) throw new Error('pdftoppm no ha producido ninguna página');
    return execFileSync('zbarimg', ['--quiet', join(carpeta, imagen)], { encoding: 'utf8' }).trim().split('\n');
  } finally {
    rmSync(carpeta, { recursive: true, force: true });
  }
}

export function seCruzan(a: Caja, b: Caja): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

function unir(a: Caja | null, b: Caja): Caja {
  return a === null ? b : { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) };
}

/** A binary PGM (P5, 8 bits) as pdftoppm -gray writes it. */
function leerPgm(contenido: Buffer): { ancho: number; alto: number; pixeles: Buffer; inicio: number } {
  const cabecera = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(contenido.subarray(0, 64).toString('latin1'));
  if (cabecera === null) throw new Error('pdftoppm no ha escrito un PGM de 8 bits');
  return { ancho: Number(cabecera[1]), alto: Number(cabecera[2]), pixeles: contenido, inicio: cabecera[0].length };
}
