import assert from 'node:assert/strict';
import { test } from 'node:test';
import { reescribirConQpdf } from './pdf-acciones.fixture';
import { cabecerasSinComentario, hayCabeceraConComentario } from './pdf-cabeceras-parser';
import { pdfLimpio } from './pdf.fixture';

const cabeceras = (texto: string, bytesPorTrozo?: number) =>
  [...cabecerasSinComentario(Buffer.from(texto, 'latin1'), bytesPorTrozo)].map(({ numero, generacion, fin }) => [numero, generacion, texto.slice(fin, fin + 2)]);

test('cada cabecera «N G obj» con espacios de PDF entre sus partes, también sin espacio antes de obj y dentro de datos', () => {
  assert.deepEqual(cabeceras('%PDF-1.7\n1 0 obj<<>>endobj\n12\r\n0\tobj [] endobj 3 0obj 1\nstream\nxx 0004 00000 obj(y'), [
    [1, 0, '<<'],
    [12, 0, ' ['],
    [3, 0, ' 1'],
    [4, 0, '(y'],
  ]);
});

test('leído por trozos, ninguna cabecera se corta ni se duplica: el mismo resultado con cualquier tamaño de trozo', () => {
  const texto = `%PDF-1.7\n1 0 obj<<>>endobj\n12\r\n0\tobj [] endobj 3 0obj 1\nstream\nxx 0004 00000 obj(y${' '.repeat(40)}5${'\n'.repeat(30)}0 obj)`;
  const entero = cabeceras(texto);
  assert.equal(entero.length, 5);
  for (const bytesPorTrozo of [1, 2, 3, 5, 8, 13, 64]) assert.deepEqual(cabeceras(texto, bytesPorTrozo), entero, `trozos de ${bytesPorTrozo}`);
});

test('un comentario entre las partes de una cabecera se detecta, con o sin espacio y en varias líneas', () => {
  for (const texto of ['1 0 %x\nobj', '1%x\r0 obj', '1 %a\n%b\n0 obj', '7 0%\nobj', '1 0 %a\n %b\n\nobj']) {
    assert.equal(hayCabeceraConComentario(Buffer.from(texto)), true, JSON.stringify(texto));
  }
  for (const texto of ['%PDF-1.7\n%\u00e2\u00e3\n1 0 obj', 'startxref\n123\n%%EOF\n4 0 obj', '1 0 %x obj', '1 %x\n0 1 obj', '1 0 %x\nobx']) {
    assert.equal(hayCabeceraConComentario(Buffer.from(texto, 'latin1')), false, JSON.stringify(texto));
  }
});

test('los PDF de pdf-lib y de qpdf no tienen comentarios en sus cabeceras', async () => {
  const pdf = await pdfLimpio();
  for (const variante of [pdf, reescribirConQpdf(pdf, 'disable'), reescribirConQpdf(pdf, 'generate')]) assert.equal(hayCabeceraConComentario(variante), false);
});

/** The best of three runs, in ms: relative timings survive a loaded machine better than absolute ones. */
function duracion(accion: () => unknown): number {
  const tiempos: number[] = [];
  for (let vez = 0; vez < 3; vez += 1) {
    const inicio = performance.now();
    accion();
    tiempos.push(performance.now() - inicio);
  }
  return Math.min(...tiempos);
}

test('tiempo lineal: 8 veces más de «1 %1 %…» en una línea cuesta unas 8 veces más, no 64', () => {
  const linea = (megas: number) => Buffer.from('1 %'.repeat((megas * 1024 * 1024) / 3));
  const recorrer = (bytes: Buffer) => () => [hayCabeceraConComentario(bytes), [...cabecerasSinComentario(bytes)].length];
  const [pequena, grande] = [linea(1), linea(8)];
  assert.deepEqual(recorrer(grande)(), [false, 0]);
  const razon = duracion(recorrer(grande)) / duracion(recorrer(pequena));
  assert.ok(razon < 24, `razón ${razon.toFixed(1)}`);
});

test('leer las cabeceras de 16 MiB no deja memoria externa tras de sí: cada trozo de texto vive en el montón de V8', () => {
  const datos = Buffer.alloc(16 * 1024 * 1024, 'x');
  const antes = process.memoryUsage().external;
  assert.equal([...cabecerasSinComentario(datos)].length, 0);
  const crecimiento = process.memoryUsage().external - antes;
  assert.ok(crecimiento < 4 * 1024 * 1024, `memoria externa +${(crecimiento / 1024 / 1024).toFixed(1)} MiB`);
});
