/**
 * The parts of an Office Open XML workbook (ECMA-376, SpreadsheetML) that a writer streaming rows needs: the package
 * parts known before any row (content types, relationships, workbook with its sheet names, styles) and each sheet's
 * XML, batch by batch. Strings are inline (no shared-strings table to keep in memory); dates are serial numbers shown
 * DD/MM/YYYY; the header row is frozen.
 */

/** A cell: text, a number, or a calendar date (YYYY-MM-DD); null leaves it empty. */
export type CeldaXlsx = { readonly texto: string } | { readonly numero: number } | { readonly fecha: string } | null;

/** Excel's limits: rows per sheet and characters per sheet name. */
export const MAXIMO_FILAS_HOJA = 1_048_576;
const MAXIMO_NOMBRE_HOJA = 31;

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TIPO_HOJA = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';

/** The workbook's content type, for the download. */
export const TIPO_MIME_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Style 1 of `styles.xml`: a date shown DD/MM/YYYY. */
const ESTILO_FECHA = 1;

export const rutaHoja = (indice: number) => `xl/worksheets/sheet${indice + 1}.xml`;

/**
 * Sheet names Excel accepts: without `[]:*?/\`, not starting or ending with `'`, at most 31 characters, unique
 * regardless of case (a repeated name gets a `~2`, `~3`… suffix).
 */
export function nombresHojas(nombres: readonly string[]): string[] {
  const usados = new Set<string>();
  return nombres.map((nombre) => {
    const base = nombre.replace(/[[\]:*?/\\]/g, '_').replace(/^'+|'+$/g, '') || 'Hoja';
    let candidato = base.slice(0, MAXIMO_NOMBRE_HOJA);
    for (let n = 2; usados.has(candidato.toLowerCase()); n += 1) candidato = `${base.slice(0, MAXIMO_NOMBRE_HOJA - `~${n}`.length)}~${n}`;
    usados.add(candidato.toLowerCase());
    return candidato;
  });
}

const escaparXml = (texto: string) => texto.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * Text as a SpreadsheetML string (ST_Xstring): a CR as a character reference (XML parsers turn a raw one into LF),
 * characters XML 1.0 cannot carry at all (other controls) as `_xHHHH_`, and a literal `_xHHHH_` kept literal by
 * escaping its underscore (`_x005F_`), as Excel reads them.
 */
function textoXml(texto: string): string {
  const codificado = texto
    .replace(/_(x[0-9A-Fa-f]{4}_)/g, '_x005F_$1')
    // eslint-disable-next-line no-control-regex -- the controls are what this replaces
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, (caracter) => `_x${caracter.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`);
  return escaparXml(codificado).replaceAll('\r', '&#13;');
}

/** Column letters of a 0-based index: A…Z, AA… */
function letrasColumna(indice: number): string {
  let letras = '';
  for (let n = indice + 1; n > 0; n = Math.floor((n - 1) / 26)) letras = String.fromCharCode(65 + ((n - 1) % 26)) + letras;
  return letras;
}

const DIA_MS = 86_400_000;
/** Days between Excel's day 0 (1899-12-30, the 1900 system) and 1970-01-01. */
const DIAS_HASTA_1970 = 25_569;

function serialFecha(fecha: string): number | null {
  const partes = /^(\d{4})-(\d{2})-(\d{2})$/.exec(fecha);
  if (partes === null) return null;
  return Date.UTC(Number(partes[1]), Number(partes[2]) - 1, Number(partes[3])) / DIA_MS + DIAS_HASTA_1970;
}

function xmlCelda(celda: CeldaXlsx, referencia: string): string {
  if (celda === null) return '';
  if ('numero' in celda) return Number.isFinite(celda.numero) ? `<c r="${referencia}"><v>${celda.numero}</v></c>` : xmlCelda({ texto: String(celda.numero) }, referencia);
  if ('fecha' in celda) {
    const serial = serialFecha(celda.fecha);
    if (serial !== null) return `<c r="${referencia}" s="${ESTILO_FECHA}"><v>${serial}</v></c>`;
    return xmlCelda({ texto: celda.fecha }, referencia);
  }
  if (celda.texto === '') return '';
  return `<c r="${referencia}" t="inlineStr"><is><t xml:space="preserve">${textoXml(celda.texto)}</t></is></c>`;
}

/** One row (1-based `numero`). */
export function xmlFila(celdas: readonly CeldaXlsx[], numero: number): string {
  return `<row r="${numero}">${celdas.map((celda, indice) => xmlCelda(celda, `${letrasColumna(indice)}${numero}`)).join('')}</row>`;
}

const INICIO_HOJA = `${XML}<worksheet xmlns="${NS_MAIN}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>`;
const FIN_HOJA = '</sheetData></worksheet>';

/**
 * A sheet's XML as batches of parts: the header row, then each batch's rows as they come (only one batch is held).
 * `nombre` names the sheet in the error when it would pass Excel's row limit.
 */
export async function* xmlHoja(nombre: string, cabecera: readonly string[], lotes: AsyncIterable<readonly (readonly CeldaXlsx[])[]>): AsyncGenerator<readonly string[]> {
  yield [INICIO_HOJA + xmlFila(cabecera.map((texto) => ({ texto })), 1)];
  let numero = 1;
  for await (const lote of lotes) {
    if (numero + lote.length > MAXIMO_FILAS_HOJA) {
      throw new Error(`La hoja «${nombre}» supera el máximo de filas de Excel (${MAXIMO_FILAS_HOJA.toLocaleString('es-ES')}): genere la descarga en CSV.`);
    }
    yield lote.map((celdas) => xmlFila(celdas, (numero += 1)));
  }
  yield [FIN_HOJA];
}

/** A small sheet of text whole: header and rows. */
export function xmlHojaCompleta(cabecera: readonly string[], filas: readonly (readonly string[])[]): string {
  return [INICIO_HOJA, ...[cabecera, ...filas].map((fila, indice) => xmlFila(fila.map((texto) => ({ texto })), indice + 1)), FIN_HOJA].join('');
}

/** The package parts that do not depend on the rows, for sheets named `hojas` (in order, as `rutaHoja` places them). */
export function partesLibro(hojas: readonly string[]): [ruta: string, contenido: string][] {
  const tipos = [
    `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>`,
    `<Default Extension="xml" ContentType="application/xml"/>`,
    `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>`,
    `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>`,
    ...hojas.map((_, indice) => `<Override PartName="/${rutaHoja(indice)}" ContentType="${TIPO_HOJA}"/>`),
  ];
  const relacionesLibro = [
    ...hojas.map((_, indice) => `<Relationship Id="rId${indice + 1}" Type="${NS_REL}/worksheet" Target="worksheets/sheet${indice + 1}.xml"/>`),
    `<Relationship Id="rId${hojas.length + 1}" Type="${NS_REL}/styles" Target="styles.xml"/>`,
  ];
  const hojasLibro = hojas.map((nombre, indice) => `<sheet name="${escaparXml(nombre)}" sheetId="${indice + 1}" r:id="rId${indice + 1}"/>`);
  return [
    ['[Content_Types].xml', `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">${tipos.join('')}</Types>`],
    ['_rels/.rels', `${XML}<Relationships xmlns="${NS_PKG_REL}"><Relationship Id="rId1" Type="${NS_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`],
    ['xl/workbook.xml', `${XML}<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}"><sheets>${hojasLibro.join('')}</sheets></workbook>`],
    ['xl/_rels/workbook.xml.rels', `${XML}<Relationships xmlns="${NS_PKG_REL}">${relacionesLibro.join('')}</Relationships>`],
    [
      'xl/styles.xml',
      `${XML}<styleSheet xmlns="${NS_MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/></numFmts>` +
        '<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>' +
        '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
        '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
        '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
        '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
        '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>',
    ],
  ];
}
