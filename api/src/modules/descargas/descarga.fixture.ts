import assert from 'node:assert/strict';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { CeldaLeida } from '../../platform/xlsx/leer-xlsx.fixture';
import { leerConPython } from '../../testing/leer-con-python';
import { requestAs } from '../../testing/pacientes';
import type { TestSession } from '../../testing/sign-in';
import { DEFINICIONES_AREAS } from '@registro-lma/shared/domain';
import type { DescargaVista } from './descarga-schemas';

export const DESCARGAS = '/leucemiaDescargas/api';

/** Every route of the module, as the sweeps of api/src/contratos list them. */
export const RUTAS_DESCARGAS: readonly ['GET' | 'POST', string][] = [
  ...DEFINICIONES_AREAS.flatMap((area): ['GET' | 'POST', string][] => [
    ['POST', `${DESCARGAS}/descarga/recarga/${area.id}`],
    ['GET', `${DESCARGAS}/descarga/${area.resultado}-resultado`],
  ]),
  ['GET', `${DESCARGAS}/descargas`],
  ['GET', `${DESCARGAS}/descargas/{id}`],
  ['POST', `${DESCARGAS}/descargas/{id}/cancelar`],
  ['GET', `${DESCARGAS}/descargas/{id}/fichero`],
];

/** Holds the app's storage writes until `abrir()` (which also restores the storage): an extract's job stays in progress meanwhile. */
export function retenerAlmacen(app: FastifyInstance) {
  let abrir: () => void = () => undefined;
  const puerta = new Promise<void>((resolver) => {
    abrir = resolver;
  });
  const original = app.almacen.guardar;
  app.almacen.guardar = async (clave: string, contenido: Readable) => {
    await puerta;
    return original.call(app.almacen, clave, contenido);
  };
  return {
    abrir: () => {
      app.almacen.guardar = original;
      abrir();
    },
  };
}

/** Python's own csv module reads every CSV of the ZIP (`;`, BOM via utf-8-sig): file → rows, header first. */
const LECTOR_PYTHON = `
import csv, io, json, sys, zipfile
salida = {}
with zipfile.ZipFile(sys.argv[1]) as z:
    for nombre in z.namelist():
        datos = z.read(nombre)
        if nombre.endswith('.csv'):
            assert datos.startswith(b'\\xef\\xbb\\xbf'), nombre + ' sin BOM'
            salida[nombre] = list(csv.reader(io.StringIO(datos.decode('utf-8-sig'), newline=''), delimiter=';'))
        else:
            salida[nombre] = datos.decode('utf-8')
json.dump(salida, sys.stdout)
`;

export type ContenidoZip = Record<string, string[][] | string>;

/** The ZIP read back by Python (zipfile + csv): CSVs as rows, other entries as text. */
export function leerZipConPython(zip: Buffer): ContenidoZip {
  return leerConPython('python3', LECTOR_PYTHON, zip, 'descarga.zip') as ContenidoZip;
}

/** A CSV of the ZIP as objects keyed by its header. */
export function filasCsv(contenido: ContenidoZip, fichero: string): Record<string, string>[] {
  const csv = contenido[fichero];
  assert.ok(Array.isArray(csv), `falta ${fichero}`);
  const [cabecera, ...filas] = csv;
  return filas.map((fila) => Object.fromEntries(cabecera!.map((nombre, indice) => [nombre, fila[indice] ?? ''])));
}

export function cabeceraCsv(contenido: ContenidoZip, fichero: string): string[] {
  const csv = contenido[fichero];
  assert.ok(Array.isArray(csv), `falta ${fichero}`);
  return csv[0]!;
}

/** Asks for a fresh extract of `area` (202 expected). */
export async function pedirDescarga(app: FastifyInstance, sesion: TestSession, area: string, opciones: object = {}): Promise<DescargaVista> {
  const response = await requestAs(app, sesion, 'POST', `${DESCARGAS}/descarga/recarga/${area}`, opciones);
  assert.equal(response.statusCode, 202, response.body);
  return response.json<DescargaVista>();
}

const FINALES = ['LISTA', 'FALLIDA', 'CANCELADA', 'CADUCADA'];

/** Polls the extract until it reaches `estados` (a final state by default). */
export async function esperarDescarga(app: FastifyInstance, sesion: TestSession, id: string, estados: readonly string[] = FINALES, plazoMs = 120_000): Promise<DescargaVista> {
  const limite = Date.now() + plazoMs;
  for (;;) {
    const response = await requestAs(app, sesion, 'GET', `${DESCARGAS}/descargas/${id}`);
    assert.equal(response.statusCode, 200, response.body);
    const vista = response.json<DescargaVista>();
    if (estados.includes(vista.estado)) return vista;
    assert.ok(Date.now() < limite, `la descarga sigue en ${vista.estado}`);
    await new Promise((resolver) => setTimeout(resolver, 50));
  }
}

/** Generates an extract, waits for it and downloads it. */
export async function descargarFichero(app: FastifyInstance, sesion: TestSession, area: string, opciones: object = {}) {
  const pedida = await pedirDescarga(app, sesion, area, opciones);
  const lista = await esperarDescarga(app, sesion, pedida.descarga_id);
  assert.equal(lista.estado, 'LISTA', lista.error ?? '');
  const fichero = await requestAs(app, sesion, 'GET', `${DESCARGAS}/descargas/${pedida.descarga_id}/fichero`);
  assert.equal(fichero.statusCode, 200, fichero.body);
  return { vista: lista, respuesta: fichero };
}

/** Generates an extract, waits for it, downloads it and reads it back with Python. */
export async function descargarArea(app: FastifyInstance, sesion: TestSession, area: string, opciones: object = {}) {
  const { vista, respuesta } = await descargarFichero(app, sesion, area, opciones);
  return { vista, respuesta, contenido: leerZipConPython(respuesta.rawPayload) };
}

/** A cell holds what the CSV writes for the same value: the same text, the same number, the same ISO date, or nothing. */
function mismoValor(celda: CeldaLeida, csv: string): boolean {
  if (celda === null) return csv === '';
  if (typeof celda === 'number') return csv !== '' && Number(csv) === celda;
  if (typeof celda === 'object') return celda.fecha === csv;
  return celda === csv;
}

/** A sheet of the workbook holds the CSV of the ZIP: same header, rows and values. */
export function assertMismaHoja(filas: readonly CeldaLeida[][] | undefined, contenido: ContenidoZip, fichero: string) {
  const csv = contenido[fichero];
  assert.ok(Array.isArray(csv) && filas !== undefined, fichero);
  assert.deepEqual(filas[0], csv[0], `${fichero}: cabecera`);
  assert.equal(filas.length, csv.length, `${fichero}: filas`);
  filas.forEach((fila, i) => fila.forEach((celda, j) => assert.ok(mismoValor(celda, csv[i]![j] ?? ''), `${fichero} fila ${i} ${csv[0]![j]}: ${JSON.stringify(celda)} ≠ ${csv[i]![j]}`)));
}
