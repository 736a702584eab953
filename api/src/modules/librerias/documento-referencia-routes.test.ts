import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ROLES } from '@registro-lma/shared/domain';
import { documentoReferencia } from '../../db/schema';
import { auditRows } from '../../testing/audit-rows';
import { createTestApp } from '../../testing/create-test-app';
import { signIn, type TestSession } from '../../testing/sign-in';
import { formularioConArchivo } from '../../platform/subidas/multipart.fixture';
import { pdfLimpio } from '../../platform/subidas/pdf.fixture';
import { MENSAJE_SOLO_PDF, MENSAJE_SOLO_PDF_O_IMAGEN } from '../../platform/subidas/subida-messages';
import { DOCUMENTOS_REFERENCIA } from '@registro-lma/shared/domain';

const DOCUMENTOS = '/leucemiaLibrerias/api/library/documentos';
// The smallest PNG: one transparent pixel.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let app: FastifyInstance;
let admin: TestSession;
let laboratorio: TestSession;
let clinico: TestSession;
let lectura: TestSession;

before(async () => {
  app = await createTestApp();
  admin = await signIn(app, 'ADMIN');
  laboratorio = await signIn(app, 'LABORATORIO');
  clinico = await signIn(app, 'CLINICO');
  lectura = await signIn(app, 'LECTURA');
});

after(() => app.close());

const sha256 = (contenido: Buffer) => createHash('sha256').update(contenido).digest('hex');

function publicar(sesion: TestSession, clave: string, contenido: Buffer, nombre = 'documento.pdf') {
  const { headers, payload } = formularioConArchivo({ contenido, nombre });
  return app.inject({ method: 'POST', url: `${DOCUMENTOS}/${clave}`, headers: { authorization: sesion.authorization, ...headers }, payload });
}

const leer = (sesion: TestSession, url: string) => app.inject({ method: 'GET', url, headers: { authorization: sesion.authorization } });

type Version = { version: number; sha256: string; activo: boolean; nombre_archivo: string; subido_por_nombre: string | null };
type Documento = { clave: string; titulo: string; tipos: string[]; disponible: boolean; vigente: Version | null };

test('sin nada subido, cada documento de la lista cerrada figura como no disponible y su descarga lo dice', async () => {
  const respuesta = await leer(lectura, DOCUMENTOS);
  assert.equal(respuesta.statusCode, 200);
  const { documentos } = respuesta.json<{ documentos: Documento[] }>();
  assert.deepEqual(
    documentos.map(({ clave, disponible, vigente }) => ({ clave, disponible, vigente })),
    DOCUMENTOS_REFERENCIA.map(({ clave }) => ({ clave, disponible: false, vigente: null })),
  );
  assert.deepEqual(documentos.find((documento) => documento.clave === 'tabla-tiempos-muestras')?.tipos, ['application/pdf', 'image/png', 'image/jpeg']);
  const descarga = await leer(laboratorio, `${DOCUMENTOS}/protocolo-riesgo/fichero`);
  assert.deepEqual([descarga.statusCode, descarga.json()], [404, { message: 'Documento aún no disponible.' }]);
  assert.equal((await app.inject({ method: 'GET', url: DOCUMENTOS })).statusCode, 401);
});

test('solo un ADMIN publica: clínico, laboratorio y lectura reciben 403', async () => {
  const pdf = await pdfLimpio('no autorizado');
  for (const sesion of [clinico, laboratorio, lectura]) {
    assert.equal((await publicar(sesion, 'protocolo-riesgo', pdf)).statusCode, 403, sesion.rol);
  }
  assert.equal((await leer(admin, `${DOCUMENTOS}/protocolo-riesgo/versiones`)).json<{ versiones: unknown[] }>().versiones.length, 0);
});

test('cada subida es una versión nueva y pasa a ser la vigente; las anteriores siguen en el historial y se descargan', async () => {
  const primera = await pdfLimpio('Manual de manejo de muestras, v1');
  const segunda = await pdfLimpio('Manual de manejo de muestras, v2');
  const v1 = await publicar(admin, 'manual-manejo-muestras', primera, 'manual v1.pdf');
  assert.equal(v1.statusCode, 201, v1.body);
  assert.deepEqual(
    (({ version, activo, nombre_archivo }) => ({ version, activo, nombre_archivo }))(v1.json<Version>()),
    { version: 1, activo: true, nombre_archivo: 'manual v1.pdf' },
  );
  assert.equal((await publicar(admin, 'manual-manejo-muestras', segunda, 'manual v2.pdf')).statusCode, 201);

  const lista = (await leer(clinico, DOCUMENTOS)).json<{ documentos: Documento[] }>().documentos;
  const manual = lista.find((documento) => documento.clave === 'manual-manejo-muestras');
  assert.equal(manual?.disponible, true);
  assert.deepEqual([manual?.vigente?.version, manual?.vigente?.sha256], [2, sha256(segunda)]);
  assert.equal(manual?.vigente?.subido_por_nombre, `Prueba ${admin.apellidos}`);
  assert.equal(v1.json<Version>().subido_por_nombre, `Prueba ${admin.apellidos}`);

  const historial = (await leer(clinico, `${DOCUMENTOS}/manual-manejo-muestras/versiones`)).json<{ versiones: Version[] }>();
  assert.deepEqual(
    historial.versiones.map(({ version, activo, sha256: huella }) => ({ version, activo, huella })),
    [
      { version: 2, activo: true, huella: sha256(segunda) },
      { version: 1, activo: false, huella: sha256(primera) },
    ],
  );

  const vigente = await leer(laboratorio, `${DOCUMENTOS}/manual-manejo-muestras/fichero`);
  assert.equal(vigente.statusCode, 200);
  assert.equal(sha256(vigente.rawPayload), sha256(segunda));
  assert.equal(vigente.headers['content-type'], 'application/pdf');
  assert.equal(vigente.headers['content-disposition'], 'attachment; filename="manual v2.pdf"');
  assert.equal(vigente.headers['cache-control'], 'no-store');
  const antigua = await leer(laboratorio, `${DOCUMENTOS}/manual-manejo-muestras/versiones/1/fichero`);
  assert.equal(sha256(antigua.rawPayload), sha256(primera));
  assert.equal((await leer(laboratorio, `${DOCUMENTOS}/manual-manejo-muestras/versiones/3/fichero`)).statusCode, 404);
});

test('la publicación y cada descarga quedan en la auditoría', async () => {
  const pdf = await pdfLimpio('Protocolo de citometría');
  assert.equal((await publicar(admin, 'protocolo-citometria', pdf)).statusCode, 201);
  const [fila] = await app.db.select().from(documentoReferencia).where(eq(documentoReferencia.sha256, sha256(pdf)));
  assert.ok(fila);
  await leer(laboratorio, `${DOCUMENTOS}/protocolo-citometria/fichero`);
  const auditoria = await auditRows(app, 'documento_referencia', fila.documento_referencia_id);
  assert.deepEqual(
    auditoria.map(({ accion, usuario_id }) => ({ accion, usuario_id })),
    [
      { accion: 'CREAR', usuario_id: admin.usuario_id },
      { accion: 'VER', usuario_id: laboratorio.usuario_id },
    ],
  );
});

test('los diagramas y la tabla admiten imágenes; protocolos y manuales solo PDF; el tipo lo dice el contenido', async () => {
  const diagrama = await publicar(admin, 'diagrama-riesgo', PNG, 'diagrama.PNG');
  assert.equal(diagrama.statusCode, 201, diagrama.body);
  assert.deepEqual((({ nombre_archivo, tipo_mime }) => ({ nombre_archivo, tipo_mime }))(diagrama.json<Version & { tipo_mime: string }>()), {
    nombre_archivo: 'diagrama.png',
    tipo_mime: 'image/png',
  });
  const imagenEnProtocolo = await publicar(admin, 'protocolo-leucemia-mixta', PNG, 'protocolo.pdf');
  assert.deepEqual([imagenEnProtocolo.statusCode, imagenEnProtocolo.json<{ message: string }>().message], [400, MENSAJE_SOLO_PDF]);
  // A JPEG named as a PNG is stored as what its bytes say.
  const jpeg = await publicar(admin, 'tabla-tiempos-muestras', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), 'tabla.png');
  assert.equal(jpeg.statusCode, 201, jpeg.body);
  assert.deepEqual((({ nombre_archivo, tipo_mime }) => ({ nombre_archivo, tipo_mime }))(jpeg.json<Version & { tipo_mime: string }>()), {
    nombre_archivo: 'tabla.png.jpg',
    tipo_mime: 'image/jpeg',
  });
  const textoEnDiagrama = await publicar(admin, 'diagrama-citometria', Buffer.from('no es una imagen'), 'diagrama.png');
  assert.deepEqual([textoEnDiagrama.statusCode, textoEnDiagrama.json<{ message: string }>().message], [400, MENSAJE_SOLO_PDF_O_IMAGEN]);
});

test('todos los roles con sesión leen el historial y descargan la versión vigente y las anteriores', async () => {
  const pdf = await pdfLimpio('Manual de tiempos de envío');
  assert.equal((await publicar(admin, 'manual-tiempos-muestras', pdf)).statusCode, 201);
  for (const rol of ROLES) {
    const sesion = await signIn(app, rol);
    assert.equal((await leer(sesion, `${DOCUMENTOS}/manual-tiempos-muestras/versiones`)).statusCode, 200, rol);
    const vigente = await leer(sesion, `${DOCUMENTOS}/manual-tiempos-muestras/fichero`);
    assert.deepEqual([vigente.statusCode, sha256(vigente.rawPayload)], [200, sha256(pdf)], rol);
    assert.equal((await leer(sesion, `${DOCUMENTOS}/manual-tiempos-muestras/versiones/1/fichero`)).statusCode, 200, rol);
  }
  assert.equal((await app.inject({ method: 'GET', url: `${DOCUMENTOS}/manual-tiempos-muestras/fichero` })).statusCode, 401);
});

test('publicar una versión nueva deja en la auditoría la retirada de la anterior', async () => {
  assert.equal((await publicar(admin, 'diagrama-leucemia-mixta', await pdfLimpio('Diagrama v1'))).statusCode, 201);
  assert.equal((await publicar(admin, 'diagrama-leucemia-mixta', await pdfLimpio('Diagrama v2'))).statusCode, 201);
  const [primera] = await app.db.select().from(documentoReferencia).where(and(eq(documentoReferencia.clave, 'diagrama-leucemia-mixta'), eq(documentoReferencia.version, 1)));
  assert.ok(primera);
  const auditoria = await auditRows(app, 'documento_referencia', primera.documento_referencia_id);
  assert.deepEqual(
    auditoria.map(({ accion, antes, despues }) => [accion, (antes as { activo?: boolean } | null)?.activo, (despues as { activo: boolean }).activo]),
    [
      ['CREAR', undefined, true],
      ['MODIFICAR', true, false],
    ],
  );
});

test('una clave fuera de la lista cerrada es 404', async () => {
  assert.equal((await publicar(admin, 'protocolo-inventado', await pdfLimpio())).statusCode, 404);
  assert.equal((await leer(admin, `${DOCUMENTOS}/protocolo-inventado/versiones`)).statusCode, 404);
  assert.equal((await leer(admin, `${DOCUMENTOS}/protocolo-inventado/fichero`)).statusCode, 404);
});

test('ocho versiones publicadas a la vez: cada una con su número, en orden, y una sola vigente', async () => {
  const pdfs = await Promise.all(Array.from({ length: 8 }, (_, indice) => pdfLimpio(`publicada a la vez ${indice}`)));
  const respuestas = await Promise.all(pdfs.map((pdf) => publicar(admin, 'protocolo-rapido-lma', pdf)));
  assert.deepEqual(respuestas.map((respuesta) => [respuesta.statusCode, respuesta.statusCode === 201 ? '' : respuesta.body]), pdfs.map(() => [201, '']));
  const filas = await app.db.select().from(documentoReferencia).where(eq(documentoReferencia.clave, 'protocolo-rapido-lma')).orderBy(documentoReferencia.documento_referencia_id);
  assert.deepEqual(filas.map((fila) => fila.version), [1, 2, 3, 4, 5, 6, 7, 8]);
  assert.deepEqual(filas.map((fila) => fila.activo), [false, false, false, false, false, false, false, true]);
});
