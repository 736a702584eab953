import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';

/** What a PDF carries that the registry refuses: code that runs, programs it launches, files it smuggles. */
export type ContenidoActivo = 'JavaScript' | 'acción de ejecución (Launch)' | 'fichero incrustado';

export type AnalisisPdf = { estado: 'valido'; paginas: number } | { estado: 'dañado' } | { estado: 'activo'; contenido: ContenidoActivo };

const nombre = (texto: string) => PDFName.of(texto);
// pdf-lib interns names and decodes `#xx` escapes when parsing, so `/J#53` is the same object as `/JS`.
const JS = nombre('JS');
const JAVASCRIPT = nombre('JavaScript');
const LAUNCH = nombre('Launch');
const S = nombre('S');
const TYPE = nombre('Type');
const SUBTYPE = nombre('Subtype');
const EF = nombre('EF');
const EMBEDDED_FILES = nombre('EmbeddedFiles');
const EMBEDDED_FILE = nombre('EmbeddedFile');
const FILE_ATTACHMENT = nombre('FileAttachment');

/** The active content one dictionary declares by its own keys and values, if any. */
function activoEnDiccionario(dict: PDFDict): ContenidoActivo | undefined {
  // `/JS` holds an action's script; `/JavaScript` is the document-level name tree of scripts.
  if (dict.has(JS) || dict.has(JAVASCRIPT)) return 'JavaScript';
  const accion = dict.get(S);
  if (accion === JAVASCRIPT) return 'JavaScript';
  if (accion === LAUNCH) return 'acción de ejecución (Launch)';
  if (dict.has(EMBEDDED_FILES) || dict.has(EF)) return 'fichero incrustado';
  if (dict.get(TYPE) === EMBEDDED_FILE || dict.get(SUBTYPE) === FILE_ATTACHMENT) return 'fichero incrustado';
  return undefined;
}

/** Looks through one object and the direct objects nested in it; references are not followed (each indirect object is visited on its own). */
function activoEn(objeto: PDFObject): ContenidoActivo | undefined {
  const pendientes: PDFObject[] = [objeto];
  for (let actual = pendientes.pop(); actual !== undefined; actual = pendientes.pop()) {
    if (actual instanceof PDFStream) {
      pendientes.push(actual.dict);
    } else if (actual instanceof PDFDict) {
      const encontrado = activoEnDiccionario(actual);
      if (encontrado !== undefined) return encontrado;
      pendientes.push(...actual.values());
    } else if (actual instanceof PDFArray) {
      pendientes.push(...actual.asArray());
    }
  }
  return undefined;
}

/**
 * Parses the PDF and walks every object of it (those packed in object streams too): actions and name trees may sit
 * anywhere in the graph (the catalogue's OpenAction, a page's or a field's /AA, a link annotation), so the walk does
 * not start from the catalogue and follow what a reader would follow, it visits every object the file defines.
 * A file pdf-lib cannot parse, without a catalogue or without pages, is damaged.
 */
export async function analizarPdf(contenido: Uint8Array): Promise<AnalisisPdf> {
  let documento: PDFDocument;
  try {
    // Encryption hides strings and streams, not the dictionaries' keys and names the walk reads.
    documento = await PDFDocument.load(contenido, { ignoreEncryption: true, throwOnInvalidObject: true, updateMetadata: false });
  } catch {
    return { estado: 'dañado' };
  }
  for (const [, objeto] of documento.context.enumerateIndirectObjects()) {
    const encontrado = activoEn(objeto);
    if (encontrado !== undefined) return { estado: 'activo', contenido: encontrado };
  }
  try {
    const paginas = documento.getPageCount();
    return paginas > 0 ? { estado: 'valido', paginas } : { estado: 'dañado' };
  } catch {
    return { estado: 'dañado' };
  }
}
