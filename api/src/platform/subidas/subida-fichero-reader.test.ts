import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { after, afterEach, before, beforeEach, mock, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { documentoReferencia } from '../../db/schema';
import { createTestApp } from '../../testing/create-test-app';
import { signIn, type TestSession } from '../../testing/sign-in';
import { formularioConArchivo, type ParteArchivo } from './multipart.fixture';
import { pdfConFicheroIncrustado, pdfConJavaScriptAlAbrir, pdfConLaunch, pdfLimpio } from './pdf.fixture';
import { recibirFichero } from './subida-fichero-reader';
import { MENSAJE_ARCHIVO_DEMASIADO_GRANDE, MENSAJE_ARCHIVO_VACIO_O_DANADO, MENSAJE_SOLO_PDF } from './subida-messages';

const DOCUMENTO = '/leucemiaLibrerias/api/library/documentos/protocolo-rapido-lma';
// A route of this test only: the pipeline with a confirmar step that writes its row and then fails in the database.
const FALLO_EN_BASE = '/leucemia/api/prueba-subida-con-fallo';
const MIB = 1024 * 1024;

let app: FastifyInstance;
let admin: TestSession;
let carpetaTemporal: string | undefined;

before(async () => {
  app = await createTestApp({
    extend: async (instancia) => {
      instancia.post(FALLO_EN_BASE, async (request) =>
        recibirFichero(request, { tipos: ['pdf'], carpeta: 'pruebas' }, async (tx, fichero) => {
          await tx.insert(documentoReferencia).values({ clave: 'protocolo-riesgo', version: 1, clave_fichero: fichero.clave, sha256: fichero.sha256, tamano_bytes: fichero.tamano_bytes, tipo_mime: fichero.tipo_mime, nombre_archivo: fichero.nombre_archivo, subido_por: admin.usuario_id, activo: true });
          await tx.execute(sql`select 1 / 0`);
        }),
      );
    },
  });
  admin = await signIn(app, 'ADMIN');
  // Uploads of the test files running beside this one leave their temporary files in the shared folder for a moment:
  // this file's uploads get a folder of their own, so that what is left there is theirs.
  carpetaTemporal = await mkdtemp(join(tmpdir(), 'registro-lma-pruebas-subida-'));
  process.env.TMPDIR = carpetaTemporal;
});

after(async () => {
  if (carpetaTemporal !== undefined) await rm(carpetaTemporal, { recursive: true, force: true });
  await app.close();
});

/** Every key the storage was asked to write during the test. */
let guardadas: string[] = [];
beforeEach(() => {
  guardadas = [];
  const original = app.almacen.guardar.bind(app.almacen);
  mock.method(app.almacen, 'guardar', async (clave: string, contenido: Readable) => {
    guardadas.push(clave);
    return original(clave, contenido);
  });
});
afterEach(() => mock.restoreAll());

function subir(parte: ParteArchivo, url = DOCUMENTO, cabeceras: Record<string, string> = {}) {
  const { headers, payload } = formularioConArchivo(parte);
  return app.inject({ method: 'POST', url, headers: { authorization: admin.authorization, ...headers, ...cabeceras }, payload });
}

const sha256 = (contenido: Buffer) => createHash('sha256').update(contenido).digest('hex');

async function filas() {
  return app.db.select().from(documentoReferencia);
}

async function temporalesDeSubida(): Promise<string[]> {
  return (await readdir(tmpdir())).filter((nombre) => nombre.startsWith('registro-lma-subida-'));
}

function assertRechazo(respuesta: { statusCode: number; json: () => unknown }, status: number, mensaje: string) {
  assert.equal(respuesta.statusCode, status);
  assert.deepEqual(respuesta.json(), { message: mensaje, errores: { archivo: mensaje } });
}

test('un PDF válido se acepta y se descarga con la misma huella SHA-256', async () => {
  const pdf = await pdfLimpio('Protocolo rápido v1');
  const respuesta = await subir({ contenido: pdf, nombre: 'C:\\Protocolos\\Protocolo rápido.pdf' });
  assert.equal(respuesta.statusCode, 201, respuesta.body);
  const publicada = respuesta.json<{ sha256: string; tamano_bytes: number; nombre_archivo: string; tipo_mime: string }>();
  assert.deepEqual(
    { sha256: publicada.sha256, tamano_bytes: publicada.tamano_bytes, nombre_archivo: publicada.nombre_archivo, tipo_mime: publicada.tipo_mime },
    { sha256: sha256(pdf), tamano_bytes: pdf.length, nombre_archivo: 'Protocolo r_pido.pdf', tipo_mime: 'application/pdf' },
  );
  const descarga = await app.inject({ method: 'GET', url: `${DOCUMENTO}/fichero`, headers: { authorization: admin.authorization } });
  assert.equal(descarga.statusCode, 200);
  assert.equal(sha256(descarga.rawPayload), sha256(pdf));
  assert.equal(guardadas.length, 1);
  assert.equal(await app.almacen.existe(guardadas[0] ?? ''), true);
});

test('un fichero de texto renombrado a .pdf se rechaza: cuenta el contenido, no el nombre ni el tipo declarado', async () => {
  assertRechazo(await subir({ contenido: Buffer.from('nombre;upn\nAna;000123\n'), nombre: 'informe.pdf', tipo: 'application/pdf' }), 400, MENSAJE_SOLO_PDF);
  assert.deepEqual(guardadas, []);
});

test('un PDF con JavaScript, con una acción Launch o con un fichero incrustado se rechaza', async () => {
  const casos = [
    [await pdfConJavaScriptAlAbrir(), 'El PDF contiene JavaScript y no se admite por seguridad. Genere el PDF de nuevo sin ese contenido.'],
    [await pdfConLaunch(), 'El PDF contiene acción de ejecución (Launch) y no se admite por seguridad. Genere el PDF de nuevo sin ese contenido.'],
    [await pdfConFicheroIncrustado(), 'El PDF contiene fichero incrustado y no se admite por seguridad. Genere el PDF de nuevo sin ese contenido.'],
  ] as const;
  for (const [pdf, mensaje] of casos) assertRechazo(await subir({ contenido: pdf }), 400, mensaje);
  assert.deepEqual(guardadas, []);
});

test('un archivo vacío o un PDF dañado se rechazan con el mensaje del diccionario', async () => {
  assertRechazo(await subir({ contenido: Buffer.alloc(0) }), 400, MENSAJE_ARCHIVO_VACIO_O_DANADO);
  const pdf = await pdfLimpio('truncado');
  assertRechazo(await subir({ contenido: pdf.subarray(0, Math.floor(pdf.length / 2)) }), 400, MENSAJE_ARCHIVO_VACIO_O_DANADO);
  assert.deepEqual(guardadas, []);
});

test('sin archivo en el formulario, o sin formulario multipart: 400 sobre «archivo»', async () => {
  const sinArchivo = await subir({ contenido: await pdfLimpio(), campo: 'otro' });
  assertRechazo(sinArchivo, 400, 'Este campo es obligatorio.');
  const json = await app.inject({ method: 'POST', url: DOCUMENTO, headers: { authorization: admin.authorization }, payload: { archivo: 'x' } });
  assert.equal(json.statusCode, 400);
  assert.equal(json.json<{ errores: Record<string, string> }>().errores.archivo, 'Envíe el archivo como formulario multipart/form-data en el campo «archivo».');
});

/** `megas` MiB of a PDF-looking body, counting how much of it the server pulled. */
function cuerpoGrande(megas: number) {
  const trozo = Buffer.alloc(MIB, 0x20);
  trozo.write('%PDF-1.7\n');
  const leido = { bytes: 0 };
  const contenido = Readable.from(
    (function* () {
      for (let i = 0; i < megas; i += 1) {
        leido.bytes += trozo.length;
        yield trozo;
      }
    })(),
  );
  return { contenido, leido };
}

test('más de 20 MiB declarados en Content-Length: 413 antes de leer el cuerpo', async () => {
  const { contenido, leido } = cuerpoGrande(25);
  const respuesta = await subir({ contenido }, DOCUMENTO, { 'content-length': String(25 * MIB + 400) });
  assertRechazo(respuesta, 413, MENSAJE_ARCHIVO_DEMASIADO_GRANDE);
  assert.ok(leido.bytes <= 2 * MIB, `leídos ${leido.bytes} bytes`);
  assert.deepEqual(guardadas, []);
});

test('más de 20 MiB sin Content-Length (por trozos): se corta en el límite mientras llega, sin guardar nada', async () => {
  const { contenido } = cuerpoGrande(21);
  const antes = await temporalesDeSubida();
  const respuesta = await subir({ contenido });
  assertRechazo(respuesta, 413, MENSAJE_ARCHIVO_DEMASIADO_GRANDE);
  assert.deepEqual(guardadas, []);
  assert.deepEqual(await temporalesDeSubida(), antes, 'el temporal de la subida se borra');
});

test('el mismo archivo otra vez para el mismo documento se rechaza sin guardarlo de nuevo', async () => {
  const pdf = await pdfLimpio('duplicado');
  assert.equal((await subir({ contenido: pdf })).statusCode, 201);
  const version = (await filas()).filter((fila) => fila.clave === 'protocolo-rapido-lma').length;
  guardadas = [];
  assertRechazo(await subir({ contenido: pdf, nombre: 'otro nombre.pdf' }), 409, `Este archivo ya está publicado como versión ${version} de este documento.`);
  assert.deepEqual(guardadas, []);
});

test('durabilidad: si la base de datos falla después de guardar el fichero, el fichero se retira y no queda fila', async () => {
  const antes = (await filas()).length;
  const respuesta = await subir({ contenido: await pdfLimpio('fallo en base') }, FALLO_EN_BASE);
  assert.equal(respuesta.statusCode, 500);
  assert.equal(guardadas.length, 1);
  assert.equal(await app.almacen.existe(guardadas[0] ?? ''), false);
  assert.equal((await filas()).length, antes);
});

test('durabilidad: si el almacén falla, no se escribe ninguna fila', async () => {
  const antes = (await filas()).length;
  mock.method(app.almacen, 'guardar', async (): Promise<never> => {
    throw new Error('disco lleno');
  });
  const respuesta = await subir({ contenido: await pdfLimpio('fallo en almacén') });
  assert.equal(respuesta.statusCode, 500);
  assert.equal((await filas()).length, antes);
});
