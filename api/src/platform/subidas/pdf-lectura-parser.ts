import { setImmediate as cederTurno } from 'node:timers/promises';
import { constants, inflateSync } from 'node:zlib';
import { PDFArray, PDFContext, PDFDict, PDFName, PDFNumber, PDFObjectParser, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib';
import { cabecerasSinComentario, hayCabeceraConComentario } from './pdf-cabeceras-parser';
import type { LimiteExcedido, LimitesLecturaPdf } from './pdf-limites-constants';

export class PdfDanado extends Error {}

export class PdfExcedeLimite extends Error {
  constructor(readonly limite: LimiteExcedido) {
    super(`El PDF excede el límite de lectura: ${limite}`);
  }
}

/** Every definition of each object number: a file may define one twice (incremental updates) and a reader may take either. */
export type ObjetosPdf = ReadonlyMap<string, readonly PDFObject[]>;

const clave = (numero: number, generacion: number) => `${numero} ${generacion}`;
const claveDe = (ref: PDFRef) => clave(ref.objectNumber, ref.generationNumber);

export const OBJETOS_POR_TURNO = 256;
const ENDSTREAM = Buffer.from('endstream', 'latin1');
const LF = 0x0a;
const CR = 0x0d;
const OBJ_STM = PDFName.of('ObjStm');
const TYPE = PDFName.of('Type');
const FLATE = PDFName.of('FlateDecode');

/** Refuses once the time since `inicio` is spent: checked after every object, since one may take long to parse. */
export function comprobarTiempo(limites: LimitesLecturaPdf, inicio: number): void {
  if (performance.now() - inicio > limites.milisegundos) throw new PdfExcedeLimite('tiempo');
}

/** Called every `OBJETOS_POR_TURNO` objects: other requests are served between slices of a long file. */
export async function pausaAcotada(limites: LimitesLecturaPdf, inicio: number): Promise<void> {
  comprobarTiempo(limites, inicio);
  await cederTurno();
}

type FlujoDeBytes = ConstructorParameters<typeof PDFObjectParser>[0];

/**
 * pdf-lib's ByteStream over `datos` (not exported: this is the one its own factory builds), whose `slice` is a view:
 * pdf-lib copies each stream's data out of the file, a second copy of a 20 MiB upload the checker never needs.
 */
function flujoSinCopias(datos: Uint8Array, context: PDFContext): FlujoDeBytes {
  const flujo = (PDFObjectParser.forBytes(datos, context) as unknown as { bytes: FlujoDeBytes }).bytes;
  flujo.slice = (inicio: number, fin: number) => datos.subarray(inicio, fin);
  return flujo;
}

/**
 * pdf-lib's object parser, but a stream without a usable /Length ends at the next `endstream`, found natively:
 * pdf-lib's own search walks byte by byte in JavaScript (7.5 s here for one 16 MB stream with no end, longer than the
 * whole time limit, which is only checked between objects) and counts nested `stream` words, which no file needs.
 */
class AnalizadorObjeto extends PDFObjectParser {
  constructor(
    private readonly datos: Uint8Array,
    context: PDFContext,
  ) {
    super(flujoSinCopias(datos, context), context);
  }

  protected override findEndOfStreamFallback(): number {
    const inicio = this.bytes.offset();
    const indice = Buffer.from(this.datos.buffer, this.datos.byteOffset, this.datos.byteLength).indexOf(ENDSTREAM, inicio);
    if (indice === -1) throw new PdfDanado();
    this.bytes.moveTo(indice + ENDSTREAM.length);
    // As pdf-lib does, the end of line before `endstream` is not part of the data.
    let fin = indice;
    if (fin > inicio && this.datos[fin - 1] === LF) fin -= 1;
    if (fin > inicio && this.datos[fin - 1] === CR) fin -= 1;
    return fin;
  }
}

class Lectura {
  readonly context = PDFContext.create();
  readonly objetos = new Map<string, PDFObject[]>();
  private leidos = 0;
  private descomprimidos = 0;

  constructor(
    private readonly limites: LimitesLecturaPdf,
    private readonly inicio: number,
  ) {}

  /** Parses one object at the start of `bytes`; anything the parser cannot read makes the file damaged. */
  parsear(bytes: Uint8Array): PDFObject {
    try {
      return new AnalizadorObjeto(bytes, this.context).parseObject();
    } catch {
      // Includes a RangeError from nesting deep enough to exhaust the stack.
      throw new PdfDanado();
    }
  }

  async definir(numero: number, generacion: number, objeto: PDFObject): Promise<void> {
    this.leidos += 1;
    if (this.leidos > this.limites.objetos) throw new PdfExcedeLimite('objetos');
    const definiciones = this.objetos.get(clave(numero, generacion));
    if (definiciones === undefined) this.objetos.set(clave(numero, generacion), [objeto]);
    else definiciones.push(objeto);
    // A stream without a usable /Length is parsed by searching for its end: one object may cost a scan of the file.
    if (this.leidos % OBJETOS_POR_TURNO === 0) await pausaAcotada(this.limites, this.inicio);
    else comprobarTiempo(this.limites, this.inicio);
  }

  /** The decoded data of an object stream, bounded by what is left of the budget. */
  descomprimir(flujo: PDFRawStream): Uint8Array {
    const filtro = flujo.dict.get(PDFName.of('Filter'));
    const unico = filtro instanceof PDFArray && filtro.size() === 1 ? filtro.get(0) : filtro;
    let datos: Uint8Array;
    if (unico === undefined) {
      datos = flujo.contents;
    } else if (unico === FLATE && flujo.dict.get(PDFName.of('DecodeParms')) === undefined) {
      try {
        // Z_SYNC_FLUSH: a stream cut short still yields what it holds, as readers (and pdf-lib) accept.
        datos = inflateSync(flujo.contents, { maxOutputLength: this.limites.bytesDescomprimidos - this.descomprimidos + 1, finishFlush: constants.Z_SYNC_FLUSH });
      } catch (error) {
        if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') throw new PdfExcedeLimite('datos comprimidos');
        throw new PdfDanado();
      }
    } else {
      // Producers compress object streams with plain Flate; any other filter could not be inflated within bounds.
      throw new PdfDanado();
    }
    this.descomprimidos += datos.length;
    if (this.descomprimidos > this.limites.bytesDescomprimidos) throw new PdfExcedeLimite('datos comprimidos');
    return datos;
  }

  async leerFlujoDeObjetos(flujo: PDFRawStream): Promise<void> {
    const n = flujo.dict.get(PDFName.of('N'));
    const primero = flujo.dict.get(PDFName.of('First'));
    if (!(n instanceof PDFNumber) || !(primero instanceof PDFNumber)) throw new PdfDanado();
    const cuantos = n.asNumber();
    const inicio = primero.asNumber();
    if (!Number.isInteger(cuantos) || cuantos < 0 || !Number.isInteger(inicio) || inicio < 0) throw new PdfDanado();
    if (this.leidos + cuantos > this.limites.objetos) throw new PdfExcedeLimite('objetos');
    const datos = this.descomprimir(flujo);
    const pares = Buffer.from(datos.subarray(0, inicio)).toString('latin1').match(/\d+/g) ?? [];
    if (pares.length < 2 * cuantos) throw new PdfDanado();
    for (let indice = 0; indice < cuantos; indice += 1) {
      const desplazamiento = inicio + Number(pares[2 * indice + 1]);
      if (desplazamiento >= datos.length) throw new PdfDanado();
      await this.definir(Number(pares[2 * indice]), 0, this.parsear(datos.subarray(desplazamiento)));
    }
  }
}

/**
 * Reads every object a PDF defines, within `limites`, without pdf-lib's document loader: that one inflates object
 * streams without bound and cannot be stopped. Each `N G obj` header of the file is parsed with pdf-lib's object
 * parser, wherever it stands (a superset of what a sequential reader finds, so nothing a reader sees is skipped; a
 * file with a comment inside a header is refused as damaged, see `hayCabeceraConComentario`), and
 * each object stream is inflated with a cap and its objects parsed too. The time limit counts from `inicio`.
 * Throws `PdfDanado` or `PdfExcedeLimite`.
 */
export async function leerObjetosPdf(bytes: Uint8Array, limites: LimitesLecturaPdf, inicio: number): Promise<ObjetosPdf> {
  if (hayCabeceraConComentario(bytes)) throw new PdfDanado();
  const lectura = new Lectura(limites, inicio);
  for (const cabecera of cabecerasSinComentario(bytes)) {
    const objeto = lectura.parsear(bytes.subarray(cabecera.fin));
    await lectura.definir(cabecera.numero, cabecera.generacion, objeto);
    if (objeto instanceof PDFRawStream && objeto.dict.get(TYPE) === OBJ_STM) await lectura.leerFlujoDeObjetos(objeto);
  }
  return lectura.objetos;
}

/** Every object `objeto` may stand for: itself, or each definition of the object it refers to. */
export function resolver(objetos: ObjetosPdf, objeto: PDFObject | undefined): readonly PDFObject[] {
  if (objeto === undefined) return [];
  return objeto instanceof PDFRef ? (objetos.get(claveDe(objeto)) ?? []) : [objeto];
}

/** Pages of the document: the /Count of a catalogue's page tree, 0 when there is none. */
export function paginasDe(objetos: ObjetosPdf): number {
  const catalogo = PDFName.of('Catalog');
  for (const definiciones of objetos.values()) {
    for (const objeto of definiciones) {
      if (!(objeto instanceof PDFDict) || objeto.get(TYPE) !== catalogo) continue;
      for (const paginas of resolver(objetos, objeto.get(PDFName.of('Pages')))) {
        const cuenta = paginas instanceof PDFDict ? paginas.get(PDFName.of('Count')) : undefined;
        if (cuenta instanceof PDFNumber && Number.isInteger(cuenta.asNumber()) && cuenta.asNumber() > 0) return cuenta.asNumber();
      }
    }
  }
  return 0;
}
