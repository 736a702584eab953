import { guardarFichero } from '@registro-lma/shared/ui';

/** The chart's <svg> as a standalone file: namespaced, sized, on a white background (a viewer's is not always white). */
function textoSvg(svg: SVGSVGElement): { texto: string; ancho: number; alto: number } {
  const { width: ancho, height: alto } = svg.getBoundingClientRect();
  const copia = svg.cloneNode(true) as SVGSVGElement;
  copia.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copia.setAttribute('width', String(ancho));
  copia.setAttribute('height', String(alto));
  const fondo = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  fondo.setAttribute('width', '100%');
  fondo.setAttribute('height', '100%');
  fondo.setAttribute('fill', '#ffffff');
  copia.insertBefore(fondo, copia.firstChild);
  // Text takes the page's font through CSS, which a standalone file does not have.
  copia.querySelectorAll('text').forEach((texto) => texto.setAttribute('font-family', 'Roboto, Helvetica, Arial, sans-serif'));
  return { texto: new XMLSerializer().serializeToString(copia), ancho, alto };
}

export function guardarSvg(svg: SVGSVGElement, nombre: string): void {
  guardarFichero(new Blob([textoSvg(svg).texto], { type: 'image/svg+xml' }), `${nombre}.svg`);
}

/** The SVG drawn on a canvas at twice its size (sharp when printed), saved as PNG. */
export async function guardarPng(svg: SVGSVGElement, nombre: string): Promise<void> {
  const { texto, ancho, alto } = textoSvg(svg);
  const imagen = new Image();
  const cargada = new Promise<void>((resolve, reject) => {
    imagen.onload = () => resolve();
    imagen.onerror = () => reject(new Error('No se ha podido dibujar la figura.'));
  });
  imagen.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(texto)}`;
  await cargada;
  const lienzo = document.createElement('canvas');
  lienzo.width = Math.round(ancho * 2);
  lienzo.height = Math.round(alto * 2);
  const contexto = lienzo.getContext('2d');
  if (contexto === null) throw new Error('No se ha podido dibujar la figura.');
  contexto.scale(2, 2);
  contexto.drawImage(imagen, 0, 0, ancho, alto);
  const png = await new Promise<Blob | null>((resolve) => lienzo.toBlob(resolve, 'image/png'));
  if (png === null) throw new Error('No se ha podido dibujar la figura.');
  guardarFichero(png, `${nombre}.png`);
}
