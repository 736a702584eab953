import { randomBytes } from 'node:crypto';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';

/** One page with a line of text: what a laboratory's report looks like to the checks. */
export async function documentoLimpio(texto = 'Informe de laboratorio'): Promise<PDFDocument> {
  const documento = await PDFDocument.create();
  const pagina = documento.addPage();
  pagina.drawText(texto, { x: 50, y: 700, font: await documento.embedFont(StandardFonts.Helvetica) });
  return documento;
}

export async function pdfLimpio(texto?: string): Promise<Buffer> {
  return Buffer.from(await (await documentoLimpio(texto)).save());
}

/** A script run when the document opens (the catalogue's OpenAction). */
export async function pdfConJavaScriptAlAbrir(): Promise<Buffer> {
  const documento = await documentoLimpio();
  const accion = documento.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert("hola")') });
  documento.catalog.set(PDFName.of('OpenAction'), documento.context.register(accion));
  return Buffer.from(await documento.save());
}

/** A script in the document-level JavaScript name tree, reached from no action at all. */
export async function pdfConArbolJavaScript(): Promise<Buffer> {
  const documento = await documentoLimpio();
  const accion = documento.context.register(documento.context.obj({ S: 'JavaScript', JS: PDFString.of('this.print()') }));
  const arbol = documento.context.obj({ Names: [PDFString.of('inicio'), accion] });
  documento.catalog.set(PDFName.of('Names'), documento.context.obj({ JavaScript: documento.context.register(arbol) }));
  return Buffer.from(await documento.save());
}

/** A page whose open action launches a program. */
export async function pdfConLaunch(): Promise<Buffer> {
  const documento = await documentoLimpio();
  const accion = documento.context.obj({ S: 'Launch', F: PDFString.of('calc.exe') });
  documento.getPage(0).node.set(PDFName.of('AA'), documento.context.obj({ O: accion }));
  return Buffer.from(await documento.save());
}

/** A file attached to the document (the EmbeddedFiles name tree, pdf-lib's `attach`). */
export async function pdfConFicheroIncrustado(): Promise<Buffer> {
  const documento = await documentoLimpio();
  await documento.attach(Buffer.from('nombre;apellidos\n'), 'pacientes.csv', { mimeType: 'text/csv' });
  return Buffer.from(await documento.save());
}

/** A file attached to a page through a FileAttachment annotation. */
export async function pdfConAnotacionDeFichero(): Promise<Buffer> {
  const documento = await documentoLimpio();
  const anotacion = documento.context.obj({ Type: 'Annot', Subtype: 'FileAttachment', Rect: [10, 10, 30, 30], Contents: PDFString.of('adjunto') });
  documento.getPage(0).node.set(PDFName.of('Annots'), documento.context.obj([documento.context.register(anotacion)]));
  return Buffer.from(await documento.save({ useObjectStreams: false }));
}

/** A valid one-page PDF of exactly `bytes` bytes: the page plus an unreferenced stream of random (incompressible) data. */
export async function pdfDeTamano(bytes: number): Promise<Buffer> {
  const crear = async (relleno: number) => {
    const documento = await documentoLimpio(`PDF de prueba de ${bytes} bytes`);
    documento.context.register(documento.context.stream(randomBytes(relleno)));
    return Buffer.from(await documento.save({ useObjectStreams: false }));
  };
  // The overhead grows with the digits of the stream's length and of the offsets: a few tries settle it.
  let relleno = bytes;
  for (let intento = 0; intento < 4; intento += 1) {
    const pdf = await crear(relleno);
    if (pdf.length === bytes) return pdf;
    relleno -= pdf.length - bytes;
  }
  throw new Error(`No se pudo generar un PDF de prueba de ${bytes} bytes exactos.`);
}
