import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PDFDocument } from 'pdf-lib';
import { analizarPdf } from './pdf-contenido-activo';
import {
  pdfConAnotacionDeFichero,
  pdfConArbolJavaScript,
  pdfConFicheroIncrustado,
  pdfConJavaScriptAlAbrir,
  pdfConLaunch,
  pdfLimpio,
} from './pdf.fixture';

test('un PDF de una página sin contenido activo es válido', async () => {
  assert.deepEqual(await analizarPdf(await pdfLimpio()), { estado: 'valido', paginas: 1 });
});

test('JavaScript al abrir, en el árbol de nombres del documento o escondido en flujos de objetos: rechazado', async () => {
  // pdf-lib packs these dictionaries into object streams by default: the walk must look inside them.
  assert.deepEqual(await analizarPdf(await pdfConJavaScriptAlAbrir()), { estado: 'activo', contenido: 'JavaScript' });
  assert.deepEqual(await analizarPdf(await pdfConArbolJavaScript()), { estado: 'activo', contenido: 'JavaScript' });
});

test('un nombre ofuscado con escapes #xx (/J#53) sigue siendo /JS', async () => {
  const plano = Buffer.from(await (await PDFDocument.load(await pdfConJavaScriptAlAbrir())).save({ useObjectStreams: false })).toString('latin1');
  const ofuscado = plano.replace('/JS ', '/J#53 ').replace('/JavaScript', '/Java#53cript');
  assert.ok(ofuscado.includes('/J#53 ') && ofuscado.includes('/Java#53cript') && !ofuscado.includes('/JavaScript'));
  assert.deepEqual(await analizarPdf(Buffer.from(ofuscado, 'latin1')), { estado: 'activo', contenido: 'JavaScript' });
});

test('una acción Launch en una página: rechazado', async () => {
  assert.deepEqual(await analizarPdf(await pdfConLaunch()), { estado: 'activo', contenido: 'acción de ejecución (Launch)' });
});

test('un fichero incrustado, como adjunto del documento o como anotación de página: rechazado', async () => {
  assert.deepEqual(await analizarPdf(await pdfConFicheroIncrustado()), { estado: 'activo', contenido: 'fichero incrustado' });
  assert.deepEqual(await analizarPdf(await pdfConAnotacionDeFichero()), { estado: 'activo', contenido: 'fichero incrustado' });
});

test('truncado, solo cabecera o cabecera seguida de basura: dañado', async () => {
  const limpio = await pdfLimpio();
  assert.deepEqual(await analizarPdf(limpio.subarray(0, Math.floor(limpio.length / 2))), { estado: 'dañado' });
  assert.deepEqual(await analizarPdf(Buffer.from('%PDF-')), { estado: 'dañado' });
  assert.deepEqual(await analizarPdf(Buffer.from('%PDF-1.7\nesto no es un PDF\n')), { estado: 'dañado' });
});
