import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PDFRawStream } from 'pdf-lib';
import { LIMITES_LECTURA_PDF } from './pdf-limites-constants';
import { leerObjetosPdf } from './pdf-lectura-parser';
import { pdfDeTamano } from './pdf.fixture';

test('los datos de cada flujo son una vista del fichero leído, no una copia: un PDF de 20 MiB no se tiene dos veces en memoria', async () => {
  const pdf = await pdfDeTamano(256 * 1024);
  const objetos = await leerObjetosPdf(pdf, LIMITES_LECTURA_PDF, performance.now());
  const flujos = [...objetos.values()].flat().filter((objeto) => objeto instanceof PDFRawStream);
  assert.ok(flujos.some((flujo) => flujo.contents.length > 200 * 1024), 'el relleno de 256 KiB es un flujo');
  for (const flujo of flujos) assert.equal(flujo.contents.buffer, pdf.buffer);
});
