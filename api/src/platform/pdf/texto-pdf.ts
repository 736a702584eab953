import type { PDFFont } from 'pdf-lib';

/** The standard fonts encode WinAnsi only: anything else (≥, a CJK name) prints as `?`, never fails. */
export function imprimible(fuente: PDFFont, valor: string): string {
  const admitidos = new Set(fuente.getCharacterSet());
  return [...valor.normalize('NFC')].map((caracter) => (admitidos.has(caracter.codePointAt(0) ?? 0) ? caracter : '?')).join('');
}

/** The text in lines no wider than `ancho` at `tamano`, broken between words. */
export function partirEnLineas(fuente: PDFFont, valor: string, ancho: number, tamano: number): string[] {
  const lineas: string[] = [];
  let actual = '';
  for (const palabra of valor.split(/\s+/)) {
    const candidata = actual === '' ? palabra : `${actual} ${palabra}`;
    if (actual !== '' && fuente.widthOfTextAtSize(candidata, tamano) > ancho) {
      lineas.push(actual);
      actual = palabra;
    } else {
      actual = candidata;
    }
  }
  return [...lineas, actual];
}
