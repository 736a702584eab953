import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { PDFName, PDFString, type PDFDocument, type PDFObject } from 'pdf-lib';
import { documentoLimpio } from './pdf.fixture';

type Construir = (documento: PDFDocument) => void;

async function pdfCon(construir: Construir): Promise<Buffer> {
  const documento = await documentoLimpio();
  construir(documento);
  return Buffer.from(await documento.save());
}

const alAbrir = (documento: PDFDocument, accion: Record<string, PDFObject | string | number>) => {
  documento.catalog.set(PDFName.of('OpenAction'), documento.context.register(documento.context.obj(accion)));
};

const anotacion = (documento: PDFDocument, campos: Record<string, PDFObject | string | number | number[]>) => {
  const ref = documento.context.register(documento.context.obj({ Type: 'Annot', Rect: [10, 10, 60, 30], ...campos }));
  documento.getPage(0).node.set(PDFName.of('Annots'), documento.context.obj([ref]));
};

/**
 * One PDF per construct the checker refuses beyond JavaScript, Launch and embedded files (built by pdf-lib, which
 * packs the dictionaries into compressed object streams), with the `contenido` it must be refused as.
 */
export const PDFS_CON_CONTENIDO_ACTIVO: readonly { descripcion: string; contenido: string; pdf: () => Promise<Buffer> }[] = [
  {
    descripcion: 'formulario XFA con un script',
    contenido: 'formulario XFA',
    pdf: () =>
      pdfCon((documento) => {
        const xfa = '<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><template><subform><event activity="initialize"><script contentType="application/x-javascript">app.alert(1)</script></event></subform></template></xdp:xdp>';
        const acroForm = documento.context.obj({ Fields: [], XFA: documento.context.register(documento.context.flateStream(xfa)) });
        documento.catalog.set(PDFName.of('AcroForm'), documento.context.register(acroForm));
      }),
  },
  {
    descripcion: '/SubmitForm al abrir',
    contenido: 'envío de formulario (SubmitForm)',
    pdf: () => pdfCon((documento) => alAbrir(documento, { S: 'SubmitForm', F: documento.context.obj({ FS: 'URL', F: PDFString.of('https://recogida.example/datos') }) })),
  },
  {
    descripcion: '/SubmitForm en un botón que se pulsa',
    contenido: 'envío de formulario (SubmitForm)',
    pdf: () => pdfCon((documento) => anotacion(documento, { Subtype: 'Widget', FT: 'Btn', A: documento.context.obj({ S: 'SubmitForm', F: PDFString.of('https://recogida.example/') }) })),
  },
  {
    descripcion: '/URI al abrir (/OpenAction)',
    contenido: 'acción automática al abrir (URI)',
    pdf: () => pdfCon((documento) => alAbrir(documento, { S: 'URI', URI: PDFString.of('https://recogida.example/abierto') })),
  },
  {
    descripcion: '/URI encadenada con /Next tras un /GoTo al abrir',
    contenido: 'acción automática al abrir (URI)',
    pdf: () =>
      pdfCon((documento) => {
        const uri = documento.context.register(documento.context.obj({ S: 'URI', URI: PDFString.of('https://recogida.example/') }));
        alAbrir(documento, { S: 'GoTo', D: documento.context.obj([documento.getPage(0).ref, 'Fit']), Next: uri });
      }),
  },
  {
    descripcion: '/GoToR a una ruta UNC al abrir la página (/AA)',
    contenido: 'acción automática al abrir (GoToR)',
    pdf: () =>
      pdfCon((documento) => {
        const accion = documento.context.obj({ S: 'GoToR', F: PDFString.of('\\\\servidor.example\\recurso\\informe.pdf'), D: [0, 'Fit'] });
        documento.getPage(0).node.set(PDFName.of('AA'), documento.context.obj({ O: accion }));
      }),
  },
  {
    descripcion: '/URI al pasar el ratón por una anotación (/AA /E)',
    contenido: 'acción automática al abrir (URI)',
    pdf: () => pdfCon((documento) => anotacion(documento, { Subtype: 'Link', AA: documento.context.obj({ E: documento.context.obj({ S: 'URI', URI: PDFString.of('https://recogida.example/') }) }) })),
  },
  {
    descripcion: '/ImportData',
    contenido: 'importación de datos (ImportData)',
    pdf: () => pdfCon((documento) => alAbrir(documento, { S: 'ImportData', F: PDFString.of('datos.fdf') })),
  },
  {
    descripcion: '/RichMedia sin fichero incrustado',
    contenido: 'contenido multimedia',
    pdf: () => pdfCon((documento) => anotacion(documento, { Subtype: 'RichMedia', RichMediaContent: documento.context.obj({ Assets: documento.context.obj({ Names: [] }) }) })),
  },
];

/** What the checker lets through: a link the reader clicks, and moving to a page on open. */
export const PDFS_SIN_CONTENIDO_ACTIVO: readonly { descripcion: string; pdf: () => Promise<Buffer> }[] = [
  {
    descripcion: 'un enlace /URI que el lector pulsa',
    pdf: () => pdfCon((documento) => anotacion(documento, { Subtype: 'Link', A: documento.context.obj({ S: 'URI', URI: PDFString.of('https://www.ejemplo.example/guia') }) })),
  },
  {
    descripcion: 'un /GoTo a la primera página al abrir',
    pdf: () => pdfCon((documento) => alAbrir(documento, { S: 'GoTo', D: documento.context.obj([documento.getPage(0).ref, 'Fit']) })),
  },
];

/** The same PDF rewritten by qpdf: `generate` packs every dictionary into object streams, `disable` writes each object plainly. */
export function reescribirConQpdf(pdf: Buffer, flujosDeObjetos: 'generate' | 'disable'): Buffer {
  const carpeta = mkdtempSync(join(tmpdir(), 'registro-lma-qpdf-'));
  try {
    const entrada = join(carpeta, 'entrada.pdf');
    const salida = join(carpeta, 'salida.pdf');
    writeFileSync(entrada, pdf);
    const resultado = spawnSync('qpdf', [`--object-streams=${flujosDeObjetos}`, entrada, salida], { encoding: 'utf8' });
    // Exit code 3: written with warnings.
    if (resultado.status !== 0 && resultado.status !== 3) throw new Error(`qpdf: ${resultado.stderr || resultado.error?.message}`);
    return readFileSync(salida);
  } finally {
    rmSync(carpeta, { recursive: true, force: true });
  }
}

/** A PDF with one object stream: `datos` as its content, `cabecera` as its dictionary. */
export function pdfConFlujoDeObjetos(datos: Buffer, cabecera: string): Buffer {
  const inicio = '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 1 >>\nendobj\n';
  return Buffer.concat([
    Buffer.from(`${inicio}3 0 obj\n<< /Type /ObjStm ${cabecera} /Length ${datos.length} >>\nstream\n`),
    datos,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

/** An object stream whose `megas` MiB of content deflate to a few KiB: a decompression bomb. */
export function pdfConBombaDeDescompresion(megas: number): Buffer {
  return pdfConFlujoDeObjetos(deflateSync(Buffer.alloc(megas * 1024 * 1024, 0x20), { level: 9 }), '/N 1 /First 4 /Filter /FlateDecode');
}

/** `objetos` indirect objects written plainly, one after another (a catalogue, its page tree and empty dictionaries). */
export function pdfConObjetos(objetos: number): Buffer {
  const partes = ['%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 1 >>\nendobj\n'];
  for (let numero = 3; numero <= objetos; numero += 1) partes.push(`${numero} 0 obj\n<< >>\nendobj\n`);
  partes.push('trailer\n<< /Root 1 0 R >>\n%%EOF\n');
  return Buffer.from(partes.join(''));
}
