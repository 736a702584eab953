import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import {
  DOCUMENTOS_GENERADOS,
  documentoGenerado,
  ENSAYOS_DE_MUESTRA,
  MATERIAL_MUESTRA,
  momentosDeEnsayo,
  REGLAS_RIESGO_ELN2022,
  ROLES,
  type DocumentoGenerado,
} from '@registro-lma/shared/domain';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { signIn, type TestSession } from '../../testing/sign-in';
import { conEquivalentes } from './documento-generado-pdf';

const GENERADOS = '/leucemiaLibrerias/api/library/generados';
const ejecutar = promisify(execFile);

let lectura: TestSession;
let carpeta: string;

const api = usarApiDePrueba(async (app) => {
  lectura = await signIn(app, 'LECTURA');
});

before(async () => {
  carpeta = await mkdtemp(join(tmpdir(), 'registro-lma-generados-'));
});
after(() => rm(carpeta, { recursive: true, force: true }));

const leer = (url: string, sesion: TestSession | null = lectura) =>
  api.app.inject({ method: 'GET', url, headers: sesion === null ? {} : { authorization: sesion.authorization } });

/** Whitespace collapsed, symbols as the PDF writes them: a wrapped cell reads as one line. */
const normalizado = (texto: string) => conEquivalentes(texto).replace(/\s+/g, ' ').trim();

/** What poppler reads of the PDF in drawing order (each row's cells one after another). */
async function textoDelPdf(clave: string): Promise<string> {
  const respuesta = await leer(`${GENERADOS}/${clave}/pdf`);
  assert.equal(respuesta.statusCode, 200, respuesta.body);
  assert.equal(respuesta.headers['content-type'], 'application/pdf');
  assert.equal(respuesta.headers['content-disposition'], `attachment; filename="${clave}.pdf"`);
  assert.equal(respuesta.headers['cache-control'], 'no-store');
  const ruta = join(carpeta, `${clave}.pdf`);
  await writeFile(ruta, respuesta.rawPayload);
  return normalizado((await ejecutar('pdftotext', ['-raw', '-enc', 'UTF-8', ruta, '-'])).stdout);
}

function generado(clave: string): DocumentoGenerado {
  const documento = documentoGenerado(clave);
  assert.ok(documento, clave);
  return documento;
}

test('la lista de documentos generados, para todos los roles con sesión; sin sesión, 401', async () => {
  for (const rol of ROLES) {
    const respuesta = await leer(GENERADOS, await signIn(api.app, rol));
    assert.equal(respuesta.statusCode, 200, rol);
    assert.deepEqual(respuesta.json(), { documentos: DOCUMENTOS_GENERADOS.map(({ clave, titulo }) => ({ clave, titulo })) });
  }
  for (const url of [GENERADOS, `${GENERADOS}/tiempos-muestras`, `${GENERADOS}/tiempos-muestras/pdf`]) {
    assert.equal((await leer(url, null)).statusCode, 401, url);
  }
});

test('el JSON de cada documento es el que generan las definiciones', async () => {
  for (const { clave } of DOCUMENTOS_GENERADOS) {
    const respuesta = await leer(`${GENERADOS}/${clave}`);
    assert.equal(respuesta.statusCode, 200, clave);
    assert.deepEqual(respuesta.json(), generado(clave));
  }
});

test('el PDF de cada documento contiene su título, cada tabla con sus columnas y cada fila, en orden', async () => {
  for (const { clave } of DOCUMENTOS_GENERADOS) {
    const documento = generado(clave);
    const texto = await textoDelPdf(clave);
    assert.ok(texto.startsWith(normalizado(documento.titulo)), `${clave}: ${texto.slice(0, 80)}`);
    assert.ok(texto.includes('Página 1 de'), clave);
    for (const tabla of documento.tablas) {
      for (const linea of [tabla.titulo, tabla.columnas.join(' '), ...tabla.filas.map((fila) => fila.join(' ')), ...tabla.notas]) {
        assert.ok(texto.includes(normalizado(linea)), `${clave} · ${tabla.titulo}: falta «${linea}»`);
      }
    }
  }
});

test('la tabla de tiempos crece con los catálogos de momentos: cada momento de cada ensayo está en el PDF', async () => {
  const texto = await textoDelPdf('tiempos-muestras');
  const momentos = ENSAYOS_DE_MUESTRA.flatMap((ensayo) => momentosDeEnsayo(ensayo.codigo).map((momento) => [ensayo.etiqueta, momento.codigo, momento.etiqueta]));
  assert.ok(momentos.length > 50);
  for (const [ensayo, codigo, etiqueta] of momentos) assert.ok(texto.includes(normalizado(`${codigo} ${etiqueta}`)), `${ensayo}: ${codigo}`);
  const filas = generado('tiempos-muestras').tablas.reduce((total, tabla) => total + tabla.filas.length, 0);
  assert.equal(filas, momentos.length);
});

test('la hoja de manejo lista cada material y la tabla ELN 2022 cada regla del clasificador', async () => {
  const manejo = await textoDelPdf('manejo-muestras');
  for (const material of MATERIAL_MUESTRA) assert.ok(manejo.includes(normalizado(material.etiqueta)), material.codigo);
  const riesgo = await textoDelPdf('riesgo-eln2022');
  for (const regla of REGLAS_RIESGO_ELN2022) assert.ok(riesgo.includes(normalizado(`${regla.regla} ${regla.condicion}`)), regla.regla);
});

test('una clave que no es de un documento generado es 404 en español', async () => {
  for (const url of [`${GENERADOS}/inventado`, `${GENERADOS}/inventado/pdf`, `${GENERADOS}/protocolo-riesgo`]) {
    const respuesta = await leer(url);
    assert.equal(respuesta.statusCode, 404, url);
    assert.match(respuesta.json<{ message: string }>().message, /[áéíóúñ]|no /i);
  }
});
