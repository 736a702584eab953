import { PDFArray, PDFDict, PDFName, PDFStream, type PDFObject } from 'pdf-lib';
import {
  leerObjetosPdf,
  OBJETOS_POR_TURNO,
  paginasDe,
  pausaAcotada,
  PdfDanado,
  PdfExcedeLimite,
  resolver,
  type ObjetosPdf,
} from './pdf-lectura-parser';
import { LIMITES_LECTURA_PDF, type LimiteExcedido, type LimitesLecturaPdf } from './pdf-limites-constants';

/** Actions a reader may be told to run by themselves (on open, on a page, on hovering): named in the refusal. */
const ACCIONES_CONOCIDAS = ['URI', 'GoToR', 'GoToE', 'Thread', 'Named', 'Hide', 'SetOCGState', 'Trans', 'GoTo3DView', 'ResetForm'] as const;

/**
 * What a PDF carries that the registry refuses: code that runs, programs it launches, files it smuggles, data it
 * sends or fetches, forms and multimedia that can carry code, and any action other than moving within the document
 * that runs without the reader clicking. A link the reader clicks (a /Link annotation's /URI) stays.
 */
export type ContenidoActivo =
  | 'JavaScript'
  | 'acción de ejecución (Launch)'
  | 'fichero incrustado'
  | 'formulario XFA'
  | 'envío de formulario (SubmitForm)'
  | 'importación de datos (ImportData)'
  | 'contenido multimedia'
  | 'acción automática al abrir'
  | `acción automática al abrir (${(typeof ACCIONES_CONOCIDAS)[number]})`;

export type AnalisisPdf =
  | { estado: 'valido'; paginas: number }
  | { estado: 'dañado' }
  | { estado: 'activo'; contenido: ContenidoActivo }
  | { estado: 'excede'; limite: LimiteExcedido };

const nombre = (texto: string) => PDFName.of(texto);
// pdf-lib interns names and decodes `#xx` escapes when parsing, so `/J#53` is the same object as `/JS`.
const JS = nombre('JS');
const JAVASCRIPT = nombre('JavaScript');
const S = nombre('S');
const TYPE = nombre('Type');
const SUBTYPE = nombre('Subtype');
const EF = nombre('EF');
const EMBEDDED_FILES = nombre('EmbeddedFiles');
const EMBEDDED_FILE = nombre('EmbeddedFile');
const FILE_ATTACHMENT = nombre('FileAttachment');
const XFA = nombre('XFA');
const OPEN_ACTION = nombre('OpenAction');
const AA = nombre('AA');
const NEXT = nombre('Next');
const GO_TO = nombre('GoTo');

const POR_ACCION: ReadonlyMap<PDFName, ContenidoActivo> = new Map([
  [JAVASCRIPT, 'JavaScript'],
  [nombre('Launch'), 'acción de ejecución (Launch)'],
  [nombre('SubmitForm'), 'envío de formulario (SubmitForm)'],
  [nombre('ImportData'), 'importación de datos (ImportData)'],
  ...['Rendition', 'Movie', 'Sound', 'RichMediaExecute'].map((accion) => [nombre(accion), 'contenido multimedia'] as const),
]);
/** Annotations that play media (RichMedia, the Flash-era container; 3D, whose streams may hold scripts). */
const ANOTACIONES_MULTIMEDIA = new Set(['RichMedia', 'Screen', 'Movie', 'Sound', '3D'].map(nombre));
const CLAVES_MULTIMEDIA = ['RichMediaContent', 'RichMediaSettings'].map(nombre);
const NOMBRE_DE_ACCION: ReadonlyMap<PDFName, ContenidoActivo> = new Map(ACCIONES_CONOCIDAS.map((accion) => [nombre(accion), `acción automática al abrir (${accion})`] as const));

/** The active content one dictionary declares by its own keys and values, if any. */
function activoEnDiccionario(dict: PDFDict): ContenidoActivo | undefined {
  // `/JS` holds an action's script; `/JavaScript` is the document-level name tree of scripts.
  if (dict.has(JS) || dict.has(JAVASCRIPT)) return 'JavaScript';
  const accion = dict.get(S);
  const porAccion = accion instanceof PDFName ? POR_ACCION.get(accion) : undefined;
  if (porAccion !== undefined) return porAccion;
  if (dict.has(EMBEDDED_FILES) || dict.has(EF)) return 'fichero incrustado';
  if (dict.get(TYPE) === EMBEDDED_FILE || dict.get(SUBTYPE) === FILE_ATTACHMENT) return 'fichero incrustado';
  if (dict.has(XFA)) return 'formulario XFA';
  const subtipo = dict.get(SUBTYPE);
  if ((subtipo instanceof PDFName && ANOTACIONES_MULTIMEDIA.has(subtipo)) || CLAVES_MULTIMEDIA.some((clave) => dict.has(clave))) return 'contenido multimedia';
  return undefined;
}

/**
 * An action run without a click (the catalogue's /OpenAction, any /AA trigger) and the chain of /Next actions after
 * it: anything but a move within the document (GoTo) is refused. References are followed to every definition.
 */
function accionAutomatica(objetos: ObjetosPdf, inicio: PDFObject | undefined): ContenidoActivo | undefined {
  const vistas = new Set<PDFObject>();
  const pendientes = resolver(objetos, inicio).slice();
  for (let actual = pendientes.pop(); actual !== undefined; actual = pendientes.pop()) {
    if (vistas.has(actual)) continue;
    vistas.add(actual);
    if (actual instanceof PDFArray) {
      // An /OpenAction array is a destination (page and view), not an action; a /Next array lists actions.
      continue;
    }
    if (!(actual instanceof PDFDict)) continue;
    const propio = activoEnDiccionario(actual);
    if (propio !== undefined) return propio;
    const accion = actual.get(S);
    if (accion !== undefined && accion !== GO_TO) return (accion instanceof PDFName ? NOMBRE_DE_ACCION.get(accion) : undefined) ?? 'acción automática al abrir';
    const siguiente = actual.get(NEXT);
    const siguientes = siguiente instanceof PDFArray ? siguiente.asArray() : [siguiente];
    for (const elemento of siguientes) pendientes.push(...resolver(objetos, elemento));
  }
  return undefined;
}

function automaticaEn(objetos: ObjetosPdf, dict: PDFDict): ContenidoActivo | undefined {
  const alAbrir = accionAutomatica(objetos, dict.get(OPEN_ACTION));
  if (alAbrir !== undefined) return alAbrir;
  for (const disparadores of resolver(objetos, dict.get(AA))) {
    if (!(disparadores instanceof PDFDict)) continue;
    for (const accion of disparadores.values()) {
      const encontrada = accionAutomatica(objetos, accion);
      if (encontrada !== undefined) return encontrada;
    }
  }
  return undefined;
}

/** Looks through one object and the direct objects nested in it; each indirect object is visited on its own. */
function activoEn(objetos: ObjetosPdf, objeto: PDFObject): ContenidoActivo | undefined {
  const pendientes: PDFObject[] = [objeto];
  for (let actual = pendientes.pop(); actual !== undefined; actual = pendientes.pop()) {
    if (actual instanceof PDFStream) {
      pendientes.push(actual.dict);
    } else if (actual instanceof PDFDict) {
      const encontrado = activoEnDiccionario(actual) ?? automaticaEn(objetos, actual);
      if (encontrado !== undefined) return encontrado;
      pendientes.push(...actual.values());
    } else if (actual instanceof PDFArray) {
      pendientes.push(...actual.asArray());
    }
  }
  return undefined;
}

/**
 * Reads every object the PDF defines (those packed in object streams too, and every definition of a number defined
 * twice) within `limites` and looks at each: actions and name trees may sit anywhere in the graph (the catalogue's
 * OpenAction, a page's or a field's /AA, a link annotation), so the walk does not start from the catalogue and follow
 * what a reader would follow, it visits every object the file defines. A file the parser cannot read, or without a
 * catalogue with pages, is damaged; one beyond the limits is refused unread to the end.
 */
export async function analizarPdf(contenido: Uint8Array, limites: LimitesLecturaPdf = LIMITES_LECTURA_PDF): Promise<AnalisisPdf> {
  const inicio = performance.now();
  try {
    const objetos = await leerObjetosPdf(contenido, limites, inicio);
    let visitados = 0;
    for (const definiciones of objetos.values()) {
      for (const objeto of definiciones) {
        const encontrado = activoEn(objetos, objeto);
        if (encontrado !== undefined) return { estado: 'activo', contenido: encontrado };
        visitados += 1;
        if (visitados % OBJETOS_POR_TURNO === 0) await pausaAcotada(limites, inicio);
      }
    }
    const paginas = paginasDe(objetos);
    return paginas > 0 ? { estado: 'valido', paginas } : { estado: 'dañado' };
  } catch (error) {
    if (error instanceof PdfDanado) return { estado: 'dañado' };
    if (error instanceof PdfExcedeLimite) return { estado: 'excede', limite: error.limite };
    throw error;
  }
}
