import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { after, before, test } from 'node:test';
import { setTimeout as esperar } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { documentoReferencia } from '../../db/schema';
import { createTestApp } from '../../testing/create-test-app';
import { signIn, type TestSession } from '../../testing/sign-in';
import { formularioConArchivo, type ParteArchivo } from './multipart.fixture';
import { pdfConBombaDeDescompresion, PDFS_CON_CONTENIDO_ACTIVO } from './pdf-acciones.fixture';
import { pdfLimpio } from './pdf.fixture';
import { MENSAJE_MULTIPART_MAL_FORMADO, MENSAJE_SOLO_PDF, mensajeContenidoActivo, mensajeLimitePdf } from './subida-messages';

// The shapes of a form a client may get wrong or cut short, and what the server says and logs about each.

const DOCUMENTO = '/leucemiaLibrerias/api/library/documentos/protocolo-rapido-lma';

let app: FastifyInstance;
let admin: TestSession;
const registro: { level: number; msg: string; err?: unknown }[] = [];

before(async () => {
  const salida = new Writable({
    write(linea: Buffer, _codificacion, listo) {
      registro.push(JSON.parse(String(linea)) as (typeof registro)[number]);
      listo();
    },
  });
  app = await createTestApp({ logger: { level: 'info', stream: salida } });
  admin = await signIn(app, 'ADMIN');
});

after(() => app.close());

const enviar = (headers: Record<string, string>, payload: Buffer | string) =>
  app.inject({ method: 'POST', url: DOCUMENTO, headers: { authorization: admin.authorization, ...headers }, payload });

const subir = (parte: ParteArchivo) => {
  const { headers, payload } = formularioConArchivo(parte);
  return enviar(headers, payload as Buffer);
};

const filas = async () => (await app.db.select().from(documentoReferencia)).length;

/** Lines logged at error level (50) or above from here on. */
function erroresDesde(desde: number) {
  return registro.slice(desde).filter((linea) => linea.level >= 50);
}

function assertRechazo(respuesta: { statusCode: number; json: () => unknown }, status: number, mensaje: string) {
  assert.equal(respuesta.statusCode, status);
  assert.deepEqual(respuesta.json(), { message: mensaje, errores: { archivo: mensaje } });
}

test('multipart sin boundary, con otro boundary, cortado dentro del archivo o sin el cierre final: 400 en español, sin error registrado', async () => {
  const { headers, payload } = formularioConArchivo({ contenido: await pdfLimpio('mal formado') });
  const cuerpo = payload as Buffer;
  const antes = { filas: await filas(), registro: registro.length };
  const casos: Record<string, [Record<string, string>, Buffer]> = {
    'sin boundary': [{ 'content-type': 'multipart/form-data' }, cuerpo],
    'otro boundary': [{ 'content-type': 'multipart/form-data; boundary=----otro-distinto' }, cuerpo],
    'cortado dentro del archivo': [headers, cuerpo.subarray(0, Math.floor(cuerpo.length / 2))],
    'sin el cierre final («--»)': [headers, cuerpo.subarray(0, cuerpo.length - 4)],
  };
  for (const [descripcion, [cabeceras, enviado]] of Object.entries(casos)) {
    const respuesta = await enviar(cabeceras, enviado);
    assert.equal(respuesta.statusCode, 400, `${descripcion}: ${respuesta.body}`);
    assertRechazo(respuesta, 400, MENSAJE_MULTIPART_MAL_FORMADO);
  }
  assert.equal(await filas(), antes.filas);
  assert.deepEqual(erroresDesde(antes.registro), []);
});

test('el tipo MIME declarado: application/pdf y application/octet-stream (el de un navegador que no lo sabe) se aceptan; text/html o un ejecutable, no', async () => {
  for (const tipo of ['text/html', 'application/x-msdownload', 'image/png']) {
    assertRechazo(await subir({ contenido: await pdfLimpio(`declarado ${tipo}`), tipo }), 400, MENSAJE_SOLO_PDF);
  }
  for (const tipo of ['application/octet-stream', 'Application/PDF; charset=binary']) {
    const aceptado = await subir({ contenido: await pdfLimpio(`declarado ${tipo}`), tipo });
    assert.equal(aceptado.statusCode, 201, `${tipo}: ${aceptado.body}`);
    assert.equal(aceptado.json<{ tipo_mime: string }>().tipo_mime, 'application/pdf');
  }
});

test('cada construcción activa se rechaza al subir, con su nombre en el mensaje', async () => {
  for (const { contenido, pdf } of PDFS_CON_CONTENIDO_ACTIVO) {
    assertRechazo(await subir({ contenido: await pdf() }), 400, mensajeContenidoActivo(contenido as Parameters<typeof mensajeContenidoActivo>[0]));
  }
});

test('un PDF que excede lo que el comprobador lee (una bomba de descompresión): 400 con el límite en el mensaje', async () => {
  const respuesta = await subir({ contenido: pdfConBombaDeDescompresion(80) });
  assertRechazo(respuesta, 400, mensajeLimitePdf('datos comprimidos'));
  assert.match(respuesta.json<{ message: string }>().message, /^El PDF contiene datos comprimidos que ocupan más de 64 MB al descomprimirlos y no se puede comprobar\./);
});

test('un cliente que corta la subida: se registra como petición interrumpida (info), no como «servicio no disponible» ni como error', async () => {
  const direccion = await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = new URL(direccion);
  const { headers, payload } = formularioConArchivo({ contenido: await pdfLimpio('interrumpida') });
  const cuerpo = payload as Buffer;
  const antes = registro.length;
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise((listo) => socket.once('connect', listo));
  socket.write(
    `POST ${DOCUMENTO} HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${admin.authorization}\r\n` +
      `Content-Type: ${headers['content-type']}\r\nContent-Length: ${cuerpo.length}\r\n\r\n`,
  );
  socket.write(cuerpo.subarray(0, cuerpo.length - 100));
  await esperar(200);
  socket.destroy();
  for (let intento = 0; intento < 50 && !registro.slice(antes).some((linea) => linea.msg.startsWith('Petición interrumpida')); intento += 1) await esperar(100);
  const lineas = registro.slice(antes).filter((linea) => linea.msg !== 'request completed');
  assert.deepEqual(
    lineas.map(({ level, msg }) => [level, msg]),
    [[30, 'Petición interrumpida por el cliente antes de enviar el cuerpo completo']],
  );
});
