import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, mock, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Muestra } from '@registro-lma/shared/domain';
import { informe } from '../../db/schema';
import { pdfConJavaScriptAlAbrir, pdfLimpio } from '../../platform/subidas/pdf.fixture';
import { MENSAJE_INFORME_YA_ADJUNTO, MENSAJE_SOLO_PDF } from '../../platform/subidas/subida-messages';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { auditRows } from '../../testing/audit-rows';
import { MUESTRAS, RECEPCION_CORRECTA, registrarMuestra, registrarPacienteConMuestras } from '../../testing/muestras';
import { crearCentro, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';
import { MENSAJE_FECHA_ANTERIOR_RECEPCION, MENSAJE_MUESTRA_NO_RECIBIDA, MENSAJE_SUSTITUYE_A } from './informe-commands';
import { FICHEROS, INFORMES, subirInforme } from './informe.fixture';
import { MENSAJE_ELIMINACION_NO_PERMITIDA, MENSAJE_INFORME_YA_ELIMINADO } from './informe-routes';

type Informe = { informe_id: number; version: number; sha256: string; activo: boolean; sustituye_a: number | null; motivo_eliminacion: string | null; nombre_archivo: string };

let admin: TestSession;
let clinico: TestSession;
let laboratorio: TestSession;
let companero: TestSession;
let pacienteId: number;

const api = usarApiDePrueba(async (app) => {
  const centro = await crearCentro(app, 'INFO');
  admin = await signIn(app, 'ADMIN');
  clinico = await signIn(app, 'CLINICO', { hospitales: [centro] });
  laboratorio = await signIn(app, 'LABORATORIO', { laboratorios: ['LAB_CMF_REF'] });
  companero = await signIn(app, 'LABORATORIO', { laboratorios: ['LAB_CMF_REF'] });
  pacienteId = (await registrarPacienteConMuestras(app, clinico, centro)).paciente_id;
});

const sha256 = (contenido: Buffer) => createHash('sha256').update(contenido).digest('hex');

async function muestraRecibida(app: FastifyInstance): Promise<Muestra> {
  const muestra = await registrarMuestra(app, clinico, pacienteId);
  const confirmada = await requestAs(app, laboratorio, 'PUT', `${MUESTRAS}/${muestra.muestra_id}/confirmacion`, { datos: RECEPCION_CORRECTA });
  assert.equal(confirmada.statusCode, 200, confirmada.body);
  return confirmada.json<Muestra>();
}

async function subido(sesion: TestSession, muestraId: number, contenido: Buffer, cambios: Record<string, string | number> = {}): Promise<Informe> {
  const respuesta = await subirInforme(api.app, sesion, muestraId, contenido, cambios);
  assert.equal(respuesta.statusCode, 201, respuesta.body);
  return respuesta.json<Informe>();
}

const eliminar = (sesion: TestSession, informeId: number, cuerpo: object = { motivo: 'Adjuntado a la muestra equivocada' }) =>
  requestAs(api.app, sesion, 'DELETE', `${INFORMES}/${informeId}`, cuerpo);

describe('POST /informes and GET /ficheros/{id}', () => {
  test('a valid PDF is attached, moves the sample to INFORMADA and downloads with the same SHA-256, as an attachment never cached', async () => {
    const muestra = await muestraRecibida(api.app);
    const pdf = await pdfLimpio('Informe de citometría');
    const creado = await subido(laboratorio, muestra.muestra_id, pdf);
    assert.deepEqual([creado.version, creado.activo, creado.sha256, creado.nombre_archivo], [1, true, sha256(pdf), 'informe.pdf']);
    assert.equal((await requestAs(api.app, clinico, 'GET', `${MUESTRAS}/${muestra.muestra_id}`)).json<Muestra>().estado, 'INFORMADA');
    const descarga = await requestAs(api.app, clinico, 'GET', `${FICHEROS}/${creado.informe_id}`);
    assert.equal(descarga.statusCode, 200);
    assert.equal(sha256(descarga.rawPayload), sha256(pdf));
    assert.equal(descarga.headers['content-disposition'], 'attachment; filename="informe.pdf"');
    assert.equal(descarga.headers['cache-control'], 'no-store');
    const filas = await auditRows(api.app, 'informe', creado.informe_id);
    assert.deepEqual(filas.map((fila) => [fila.accion, fila.usuario_id]), [['CREAR', laboratorio.usuario_id], ['VER', clinico.usuario_id]]);
  });

  test('a text file renamed .pdf and a PDF with JavaScript are refused with their messages on «archivo»', async () => {
    const muestra = await muestraRecibida(api.app);
    const texto = await subirInforme(api.app, laboratorio, muestra.muestra_id, Buffer.from('nombre;apellidos\n'), {}, 'informe.pdf');
    assert.deepEqual([texto.statusCode, texto.json()], [400, { message: MENSAJE_SOLO_PDF, errores: { archivo: MENSAJE_SOLO_PDF } }]);
    const activo = await subirInforme(api.app, laboratorio, muestra.muestra_id, await pdfConJavaScriptAlAbrir());
    assert.equal(activo.statusCode, 400);
    assert.match(activo.json<{ errores: { archivo: string } }>().errores.archivo, /^El PDF contiene .*JavaScript.* y no se admite por seguridad\./);
    assert.equal((await api.app.db.select().from(informe).where(eq(informe.muestra_id, muestra.muestra_id))).length, 0);
  });

  test('the same file twice on one sample is refused with the dictionary message', async () => {
    const muestra = await muestraRecibida(api.app);
    const pdf = await pdfLimpio('Informe repetido');
    await subido(laboratorio, muestra.muestra_id, pdf);
    const repetido = await subirInforme(api.app, laboratorio, muestra.muestra_id, pdf, { tipo_informe: 'NGS' });
    assert.deepEqual([repetido.statusCode, repetido.json()], [409, { message: MENSAJE_INFORME_YA_ADJUNTO, errores: { archivo: MENSAJE_INFORME_YA_ADJUNTO } }]);
  });

  test('a replacement names the report it replaces: next version, the old one out of force with the reason', async () => {
    const muestra = await muestraRecibida(api.app);
    const primero = await subido(laboratorio, muestra.muestra_id, await pdfLimpio('v1'));
    const otroTipo = await subirInforme(api.app, laboratorio, muestra.muestra_id, await pdfLimpio('v2'), { tipo_informe: 'NGS', sustituye_a: primero.informe_id });
    assert.deepEqual([otroTipo.statusCode, otroTipo.json()], [400, { message: 'Datos no válidos.', errores: { sustituye_a: MENSAJE_SUSTITUYE_A } }]);
    const segundo = await subido(laboratorio, muestra.muestra_id, await pdfLimpio('v2'), { sustituye_a: primero.informe_id });
    assert.deepEqual([segundo.version, segundo.sustituye_a], [2, primero.informe_id]);
    const lista = (await requestAs(api.app, clinico, 'GET', `${INFORMES}/muestra/${muestra.muestra_id}`)).json<Informe[]>();
    assert.deepEqual(
      lista.map(({ version, activo, motivo_eliminacion }) => [version, activo, motivo_eliminacion]),
      [[1, false, 'Sustituido por la versión 2.'], [2, true, null]],
    );
    const yaSustituido = await subirInforme(api.app, laboratorio, muestra.muestra_id, await pdfLimpio('v3'), { sustituye_a: primero.informe_id });
    assert.deepEqual(yaSustituido.json<{ errores: unknown }>().errores, { sustituye_a: MENSAJE_SUSTITUYE_A });
  });

  test('the list names who uploaded each report («nombre apellidos» from the users table)', async () => {
    const muestra = await muestraRecibida(api.app);
    const primero = await subido(laboratorio, muestra.muestra_id, await pdfLimpio('de un técnico'));
    await subido(companero, muestra.muestra_id, await pdfLimpio('de otro técnico'), { sustituye_a: primero.informe_id });
    const respuesta = await requestAs(api.app, clinico, 'GET', `${INFORMES}/muestra/${muestra.muestra_id}`);
    assert.equal(respuesta.statusCode, 200, respuesta.body);
    assert.deepEqual(
      respuesta.json<(Informe & { subido_por: number; subido_por_nombre: string })[]>().map(({ version, subido_por, subido_por_nombre }) => [version, subido_por, subido_por_nombre]),
      [
        [1, laboratorio.usuario_id, `Prueba ${laboratorio.apellidos}`],
        [2, companero.usuario_id, `Prueba ${companero.apellidos}`],
      ],
    );
  });

  test('bad form fields: 400 naming each field; a sample not yet received or a report dated before reception refused', async () => {
    const muestra = await muestraRecibida(api.app);
    const pdf = await pdfLimpio('campos');
    const sinCampos = await subirInforme(api.app, laboratorio, muestra.muestra_id, pdf, { tipo_informe: 'NO_EXISTE', fecha_informe: '' });
    assert.equal(sinCampos.statusCode, 400);
    assert.deepEqual(Object.keys(sinCampos.json<{ errores: object }>().errores).sort(), ['fecha_informe', 'tipo_informe']);
    const antes = await subirInforme(api.app, laboratorio, muestra.muestra_id, pdf, { fecha_informe: '2024-01-10' });
    assert.deepEqual(antes.json<{ errores: unknown }>().errores, { fecha_informe: MENSAJE_FECHA_ANTERIOR_RECEPCION });
    const registrada = await registrarMuestra(api.app, clinico, pacienteId);
    const noRecibida = await subirInforme(api.app, laboratorio, registrada.muestra_id, pdf);
    assert.deepEqual([noRecibida.statusCode, noRecibida.json<{ errores: unknown }>().errores], [400, { muestra_id: MENSAJE_MUESTRA_NO_RECIBIDA }]);
    assert.equal((await subirInforme(api.app, laboratorio, 999_999, pdf)).statusCode, 404);
    // A deleted sample its laboratory still sees, annulled (data-dictionary §2.3), takes no report either.
    const eliminada = await registrarMuestra(api.app, clinico, pacienteId);
    const borrado = await requestAs(api.app, clinico, 'DELETE', `${MUESTRAS}/${eliminada.muestra_id}`, { version: eliminada.version, motivo: 'Registrada por error' });
    assert.equal(borrado.statusCode, 204, borrado.body);
    assert.equal((await requestAs(api.app, laboratorio, 'GET', `${MUESTRAS}/${eliminada.muestra_id}`)).json<Muestra>().estado, 'ANULADA');
    const aEliminada = await subirInforme(api.app, laboratorio, eliminada.muestra_id, pdf);
    assert.deepEqual([aEliminada.statusCode, aEliminada.json<{ errores: unknown }>().errores], [400, { muestra_id: MENSAJE_MUESTRA_NO_RECIBIDA }]);
  });

  test('eight reports uploaded at once to one sample and type each get their version, in order, none refused', async () => {
    const muestra = await muestraRecibida(api.app);
    const pdfs = await Promise.all(Array.from({ length: 8 }, (_, indice) => pdfLimpio(`a la vez ${indice}`)));
    const respuestas = await Promise.all(pdfs.map((pdf) => subirInforme(api.app, laboratorio, muestra.muestra_id, pdf)));
    assert.deepEqual(respuestas.map((respuesta) => [respuesta.statusCode, respuesta.statusCode === 201 ? '' : respuesta.body]), pdfs.map(() => [201, '']));
    const creados = respuestas.map((respuesta) => respuesta.json<Informe>()).sort((a, b) => a.informe_id - b.informe_id);
    assert.deepEqual(creados.map((creado) => creado.version), [1, 2, 3, 4, 5, 6, 7, 8]);
  });

  test('a form refused on its fields (before the file is read) stores no file', async (contexto) => {
    const guardar = mock.method(api.app.almacen, 'guardar');
    contexto.after(() => guardar.mock.restore());
    const registrada = await registrarMuestra(api.app, clinico, pacienteId);
    assert.equal((await subirInforme(api.app, laboratorio, registrada.muestra_id, await pdfLimpio('sin recibir'))).statusCode, 400);
    assert.equal((await subirInforme(api.app, companero, 999_999, await pdfLimpio('sin muestra'))).statusCode, 404);
    assert.equal(guardar.mock.callCount(), 0);
  });
});

describe('DELETE /informes/{id}', () => {
  test('the reason is required, named on its field', async () => {
    const muestra = await muestraRecibida(api.app);
    const creado = await subido(laboratorio, muestra.muestra_id, await pdfLimpio('sin motivo'));
    const respuesta = await eliminar(laboratorio, creado.informe_id, {});
    assert.equal(respuesta.statusCode, 400);
    assert.deepEqual(Object.keys(respuesta.json<{ errores: object }>().errores), ['motivo']);
  });

  test('the uploader withdraws within 24 h; another user of the same laboratory may not; a second deletion is a conflict', async () => {
    const muestra = await muestraRecibida(api.app);
    const creado = await subido(laboratorio, muestra.muestra_id, await pdfLimpio('retirar'));
    const ajeno = await eliminar(companero, creado.informe_id);
    assert.deepEqual([ajeno.statusCode, ajeno.json()], [403, { message: MENSAJE_ELIMINACION_NO_PERMITIDA }]);
    const propio = await eliminar(laboratorio, creado.informe_id);
    assert.equal(propio.statusCode, 200, propio.body);
    assert.deepEqual([propio.json<Informe>().activo, propio.json<Informe>().motivo_eliminacion], [false, 'Adjuntado a la muestra equivocada']);
    assert.deepEqual((await auditRows(api.app, 'informe', creado.informe_id)).map((fila) => fila.accion), ['CREAR', 'ELIMINAR']);
    const otraVez = await eliminar(admin, creado.informe_id);
    assert.deepEqual([otraVez.statusCode, otraVez.json()], [409, { message: MENSAJE_INFORME_YA_ELIMINADO }]);
    assert.equal((await requestAs(api.app, clinico, 'GET', `${FICHEROS}/${creado.informe_id}`)).statusCode, 404);
    assert.equal((await requestAs(api.app, admin, 'GET', `${FICHEROS}/${creado.informe_id}`)).statusCode, 200);
  });

  test('after 24 h only an ADMIN withdraws a report', async () => {
    const muestra = await muestraRecibida(api.app);
    const creado = await subido(laboratorio, muestra.muestra_id, await pdfLimpio('antiguo'));
    await api.app.db.update(informe).set({ subido_en: new Date(Date.now() - 25 * 60 * 60 * 1000) }).where(eq(informe.informe_id, creado.informe_id));
    const tarde = await eliminar(laboratorio, creado.informe_id);
    assert.deepEqual([tarde.statusCode, tarde.json()], [403, { message: MENSAJE_ELIMINACION_NO_PERMITIDA }]);
    assert.equal((await eliminar(admin, creado.informe_id)).statusCode, 200);
  });
});
