import bwipjs from 'bwip-js/node';

/** A Code-128 symbol as vertical bars, in modules (the narrowest bar is 1): drawn as vectors, sharp at any scale. */
export interface CodigoBarras {
  ancho: number;
  alto: number;
  /** Left edge and width of each bar. */
  barras: { x: number; ancho: number }[];
}

const ALTO_MODULOS = 14;

/**
 * bwip-js encodes the symbol (checksum, code-set switching) and draws it as SVG: each `<path>` strokes bars of one
 * width as vertical `M x y1 L x y2` lines, x at the bar's centre. Reading those back as rectangles avoids embedding a
 * raster image, which cost several times the whole rest of the sheet.
 */
export function codigoBarras128(texto: string): CodigoBarras {
  const svg = bwipjs.toSVG({ bcid: 'code128', text: texto, height: ALTO_MODULOS, includetext: false });
  const caja = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (caja === null) throw new Error('bwip-js no devolvió el tamaño del código de barras.');
  const barras: CodigoBarras['barras'] = [];
  for (const [, grosor, trazo] of svg.matchAll(/<path [^>]*stroke-width="([\d.]+)" d="([^"]+)"/g)) {
    const ancho = Number(grosor);
    for (const [, x] of (trazo ?? '').matchAll(/M([\d.]+) [\d.]+L[\d.]+ [\d.]+/g)) barras.push({ x: Number(x) - ancho / 2, ancho });
  }
  if (barras.length === 0) throw new Error('bwip-js no dibujó ninguna barra.');
  return { ancho: Number(caja[1]), alto: Number(caja[2]), barras: barras.sort((a, b) => a.x - b.x) };
}
