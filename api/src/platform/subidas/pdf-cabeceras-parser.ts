// Where a PDF's indirect objects begin: every `N G obj` header of the file, found in time linear in its size.

const ESPACIO = new Uint8Array(256);
for (const codigo of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) ESPACIO[codigo] = 1;
const LF = 0x0a;
const CR = 0x0d;
const PORCENTAJE = 0x25;
const O = 0x6f;
const B = 0x62;
const J = 0x6a;

/**
 * A header whose tokens are separated by white space only. `\d{1,10}` and `\d{1,5}` keep the scan linear (an
 * unbounded run of digits would be re-read from each of its digits); a longer number written with leading zeros
 * reads the same, and one that does not is no valid object number. pdf-lib reads `obj` right after the generation.
 */
const CABECERA = /(\d{1,10})[\0\t\n\f\r ]+(\d{1,5})[\0\t\n\f\r ]*obj/g;

export interface CabeceraObjeto {
  numero: number;
  generacion: number;
  /** Offset of the first byte after `obj`. */
  fin: number;
}

/** Bytes that can stand inside a header (digits, PDF white space, `o`, `b`, `j`): a slice may end at any other. */
const EN_CABECERA = new Uint8Array(256);
for (const codigo of [...'0123456789obj'].map((letra) => letra.charCodeAt(0))) EN_CABECERA[codigo] = 1;
for (const codigo of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) EN_CABECERA[codigo] = 1;

/**
 * Size of the slices decoded to text at a time: a 20 MiB file is never held as one more 20 MB string, and each slice
 * stays under the size (≈ 1 MB) from which Node makes a decoded string external memory, which no young-generation
 * collection frees: 1 MiB slices left the whole file's worth of dead strings behind.
 */
export const BYTES_POR_TROZO = 64 * 1024;

/**
 * Every header the file holds, wherever it stands (inside a stream's data too): a superset of those a reader uses.
 * The bytes are read as text slice by slice; a slice ends only at a byte no header can hold, so no header is cut.
 */
export function* cabecerasSinComentario(bytes: Uint8Array, bytesPorTrozo = BYTES_POR_TROZO): Generator<CabeceraObjeto> {
  const datos = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let desde = 0; desde < datos.length; ) {
    let hasta = Math.min(desde + bytesPorTrozo, datos.length);
    while (hasta < datos.length && EN_CABECERA[datos[hasta] ?? 0] === 1) hasta += 1;
    for (const cabecera of datos.toString('latin1', desde, hasta).matchAll(CABECERA)) {
      yield { numero: Number(cabecera[1]), generacion: Number(cabecera[2]), fin: desde + cabecera.index + cabecera[0].length };
    }
    desde = hasta;
  }
}

// States of the automaton below, one bit each: in the object number (ND), then per part of the header whether a
// comment has been crossed (…1) or not (…0).
const ND = 1 << 0;
const S1_0 = 1 << 1;
const GD_0 = 1 << 2;
const S2_0 = 1 << 3;
const C1 = 1 << 4;
const S1_1 = 1 << 5;
const GD_1 = 1 << 6;
const S2_1 = 1 << 7;
const C2 = 1 << 8;
const O_1 = 1 << 9;
const B_1 = 1 << 10;
const EN_COMENTARIO = C1 | C2;

/**
 * Whether some header has a comment between its tokens (`1 0 %x⏎obj`), which pdf-lib and readers accept. No
 * producer writes one, so such a file is refused rather than read: a regular expression that allowed comments there
 * would take quadratic time on a line like `1 %1 %1 %…` (each digit starts a comment running to the end of the line),
 * so this is an automaton that follows every possible start at once, one pass over the bytes.
 */
export function hayCabeceraConComentario(bytes: Uint8Array): boolean {
  let estado = 0;
  for (let indice = 0; indice < bytes.length; indice += 1) {
    const byte = bytes[indice] ?? 0;
    // Most bytes (stream data) leave the automaton idle: only a digit wakes it.
    if (estado === 0 && (byte < 0x30 || byte > 0x39)) continue;
    const comentario = estado & EN_COMENTARIO;
    let siguiente = 0;
    if (byte >= 0x30 && byte <= 0x39) {
      siguiente = ND | comentario;
      if (estado & (S1_0 | GD_0)) siguiente |= GD_0;
      if (estado & (S1_1 | GD_1)) siguiente |= GD_1;
    } else if (ESPACIO[byte] === 1) {
      const finDeLinea = byte === LF || byte === CR;
      if (estado & (ND | S1_0)) siguiente |= S1_0;
      if (estado & S1_1 || (finDeLinea && estado & C1)) siguiente |= S1_1;
      if (estado & (GD_0 | S2_0)) siguiente |= S2_0;
      if (estado & (GD_1 | S2_1) || (finDeLinea && estado & C2)) siguiente |= S2_1;
      if (!finDeLinea) siguiente |= comentario;
    } else if (byte === PORCENTAJE) {
      if (estado & (ND | S1_0 | S1_1 | C1)) siguiente |= C1;
      if (estado & (GD_0 | S2_0 | GD_1 | S2_1 | C2)) siguiente |= C2;
    } else {
      siguiente = comentario;
      if (byte === O && estado & (GD_1 | S2_1)) siguiente |= O_1;
      else if (byte === B && estado & O_1) siguiente |= B_1;
      else if (byte === J && estado & B_1) return true;
    }
    estado = siguiente;
  }
  return false;
}
