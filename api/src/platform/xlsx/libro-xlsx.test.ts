import assert from 'node:assert/strict';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { test } from 'node:test';
import { ZipFile } from 'yazl';
import { trozosDeTexto } from '../trozos-texto-writer';
import { leerXlsxConPython } from './leer-xlsx.fixture';
import { MAXIMO_FILAS_HOJA, nombresHojas, partesLibro, rutaHoja, xmlFila, xmlHoja, type CeldaXlsx } from './libro-xlsx';

async function* lotes(...lista: (readonly CeldaXlsx[])[][]) {
  yield* lista;
}

/** A one-sheet workbook of the given batches. */
async function libro(nombre: string, cabecera: string[], datos: AsyncIterable<readonly (readonly CeldaXlsx[])[]>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [ruta, contenido] of partesLibro([nombre])) zip.addBuffer(Buffer.from(contenido), ruta);
  zip.addReadStream(Readable.from(trozosDeTexto(xmlHoja(nombre, cabecera, datos))), rutaHoja(0));
  zip.end();
  const partes: Buffer[] = [];
  zip.outputStream.on('data', (parte: Buffer) => partes.push(parte));
  await once(zip.outputStream, 'end');
  return Buffer.concat(partes);
}

test('sheet names: Excel’s forbidden characters replaced, at most 31 characters, unique regardless of case', () => {
  const largo = 'resumen_paciente_con_un_nombre_muy_largo';
  assert.deepEqual(nombresHojas([largo, largo, 'a[1]:b*?/\\c', "'citado'", 'Datos', 'DATOS']), [
    largo.slice(0, 31),
    `${largo.slice(0, 29)}~2`,
    'a_1__b____c',
    'citado',
    'Datos',
    'DATOS~2',
  ]);
});

test('a workbook read back by openpyxl: typed cells, and text with XML characters, CRLF and a tab intact', async () => {
  const dificil = 'a < b & c > "d"; \'e\'\r\nsegunda línea\tcon tab';
  const xlsx = await libro(
    'Hoja',
    ['texto', 'numero', 'fecha', 'vacia', 'no_finito', 'fecha_no_iso'],
    lotes(
      [[{ texto: dificil }, { numero: 12.5 }, { fecha: '2024-02-29' }, null, { numero: Number.NaN }, { fecha: '2024-02' }]],
      [[{ texto: '' }, { numero: -3 }, { fecha: '1900-03-01' }, null, null, null]],
    ),
  );
  const leido = leerXlsxConPython(xlsx);
  assert.deepEqual(leido.hojas, ['Hoja']);
  assert.deepEqual(leido.filas.Hoja, [
    ['texto', 'numero', 'fecha', 'vacia', 'no_finito', 'fecha_no_iso'],
    [dificil, 12.5, { fecha: '2024-02-29' }, null, 'NaN', '2024-02'],
    [null, -3, { fecha: '1900-03-01' }, null, null, null],
  ]);
});

test('a sheet past Excel’s row limit fails with a Spanish message naming it', async () => {
  const demasiadas: CeldaXlsx[][] = new Array<CeldaXlsx[]>(MAXIMO_FILAS_HOJA).fill([]);
  await assert.rejects(text(Readable.from(trozosDeTexto(xmlHoja('paciente', ['upn'], lotes(demasiadas))))), /La hoja «paciente» supera el máximo de filas de Excel \(1\.048\.576\): genere la descarga en CSV\./);
});

test('characters XML cannot carry are written as Excel reads them (_xHHHH_), and a literal _xHHHH_ stays literal', () => {
  assert.equal(
    xmlFila([{ texto: 'control\u0001 y _x0041_ literal' }], 2),
    '<row r="2"><c r="A2" t="inlineStr"><is><t xml:space="preserve">control_x0001_ y _x005F_x0041_ literal</t></is></c></row>',
  );
});
