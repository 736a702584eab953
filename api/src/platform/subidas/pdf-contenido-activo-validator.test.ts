import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PDFDocument } from 'pdf-lib';
import {
  pdfConBombaDeDescompresion,
  pdfConFlujoDeObjetos,
  pdfConObjetos,
  PDFS_CON_CONTENIDO_ACTIVO,
  PDFS_SIN_CONTENIDO_ACTIVO,
  reescribirConQpdf,
} from './pdf-acciones.fixture';
import { analizarPdf } from './pdf-contenido-activo-validator';
import { LIMITES_LECTURA_PDF } from './pdf-limites-constants';
import {
  documentoLimpio,
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

for (const { descripcion, contenido, pdf } of PDFS_CON_CONTENIDO_ACTIVO) {
  test(`${descripcion}: rechazado, en flujos de objetos comprimidos y escrito objeto a objeto`, async () => {
    const comprimido = await pdf();
    assert.deepEqual(await analizarPdf(comprimido), { estado: 'activo', contenido });
    assert.deepEqual(await analizarPdf(reescribirConQpdf(comprimido, 'disable')), { estado: 'activo', contenido });
    assert.deepEqual(await analizarPdf(reescribirConQpdf(comprimido, 'generate')), { estado: 'activo', contenido });
  });
}

for (const { descripcion, pdf } of PDFS_SIN_CONTENIDO_ACTIVO) {
  test(`${descripcion}: válido`, async () => {
    assert.deepEqual(await analizarPdf(await pdf()), { estado: 'valido', paginas: 1 });
  });
}

test('un objeto definido dos veces se mira en sus dos definiciones: el lector puede tomar cualquiera', async () => {
  const plano = Buffer.from(await (await documentoLimpio()).save({ useObjectStreams: false })).toString('latin1');
  const script = '90 0 obj\n<< /S /JavaScript /JS (app.alert(1)) >>\nendobj\n';
  const limpio = '90 0 obj\n<< /S /GoTo /D [0 /Fit] >>\nendobj\n';
  const cabecera = plano.indexOf('\n') + 1;
  const conDos = plano.slice(0, cabecera) + script + plano.slice(cabecera).replace('%%EOF', `${limpio}%%EOF`);
  assert.deepEqual(await analizarPdf(Buffer.from(conDos, 'latin1')), { estado: 'activo', contenido: 'JavaScript' });
});

test('límite de objetos: un flujo que declara 300 000 se rechaza sin leerlo; con un límite de 5, un PDF de 9 objetos', async () => {
  const enorme = pdfConFlujoDeObjetos(Buffer.from('4 0\n<< >>'), '/N 300000 /First 4');
  assert.deepEqual(await analizarPdf(enorme), { estado: 'excede', limite: 'objetos' });
  assert.deepEqual(await analizarPdf(pdfConObjetos(9), { ...LIMITES_LECTURA_PDF, objetos: 5 }), { estado: 'excede', limite: 'objetos' });
  assert.deepEqual(await analizarPdf(pdfConObjetos(9)), { estado: 'valido', paginas: 1 });
});

test('límite de datos descomprimidos: una bomba de descompresión de 80 MiB se rechaza sin inflarla entera', async () => {
  const bomba = pdfConBombaDeDescompresion(80);
  assert.ok(bomba.length < 200_000, `${bomba.length} bytes`);
  const antes = process.memoryUsage().arrayBuffers;
  assert.deepEqual(await analizarPdf(bomba), { estado: 'excede', limite: 'datos comprimidos' });
  assert.ok(process.memoryUsage().arrayBuffers - antes < 80 * 1024 * 1024);
  assert.deepEqual(await analizarPdf(pdfConBombaDeDescompresion(1), { ...LIMITES_LECTURA_PDF, bytesDescomprimidos: 512 * 1024 }), { estado: 'excede', limite: 'datos comprimidos' });
});

test('límite de tiempo: agotado, se rechaza sin terminar de leer', async () => {
  assert.deepEqual(await analizarPdf(pdfConObjetos(2_000), { ...LIMITES_LECTURA_PDF, milisegundos: 0 }), { estado: 'excede', limite: 'tiempo' });
});

test('un anidamiento que agota la pila del analizador: dañado, no un error', async () => {
  const profundo = `%PDF-1.7\n1 0 obj\n${'['.repeat(200_000)}\nendobj\n%%EOF\n`;
  assert.deepEqual(await analizarPdf(Buffer.from(profundo)), { estado: 'dañado' });
});

test('un comentario dentro de la cabecera de un objeto (1 0 %x⏎obj), que ningún productor escribe: dañado', async () => {
  const plano = Buffer.from(await (await documentoLimpio()).save({ useObjectStreams: false })).toString('latin1');
  const conComentario = plano.replace(/\n1 0 obj/, '\n1 0 %comentario\nobj');
  assert.notEqual(conComentario, plano);
  assert.deepEqual(await analizarPdf(Buffer.from(plano, 'latin1')), { estado: 'valido', paginas: 1 });
  assert.deepEqual(await analizarPdf(Buffer.from(conComentario, 'latin1')), { estado: 'dañado' });
});

/** The best of two runs, in ms: relative timings survive a loaded machine better than absolute ones. */
async function duracion(accion: () => Promise<unknown>): Promise<number> {
  const tiempos: number[] = [];
  for (let vez = 0; vez < 2; vez += 1) {
    const inicio = performance.now();
    await accion();
    tiempos.push(performance.now() - inicio);
  }
  return Math.min(...tiempos);
}

test('un flujo sin /Length ni «endstream» seguido de 20 MB: dañado sin recorrerlo byte a byte (como uno con su /Length)', async () => {
  const relleno = Buffer.alloc(20_000_000, 0x20);
  const sinFin = Buffer.concat([pdfConObjetos(3), Buffer.from('4 0 obj<<>>stream\n'), relleno]);
  const conLongitud = Buffer.concat([pdfConObjetos(3), Buffer.from(`4 0 obj<< /Length ${relleno.length} >>stream\n`), relleno, Buffer.from('\nendstream\nendobj\n')]);
  assert.deepEqual(await analizarPdf(sinFin), { estado: 'dañado' });
  const referencia = await duracion(() => analizarPdf(conLongitud));
  const medida = await duracion(() => analizarPdf(sinFin));
  assert.ok(medida < 3 * referencia + 200, `${Math.round(medida)} ms frente a ${Math.round(referencia)} ms`);
});
