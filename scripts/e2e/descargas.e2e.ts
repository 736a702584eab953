// The downloads screen: a data manager generates an area's extract, follows its progress and downloads
// the ZIP from «Mis descargas»; a read-only user's extract of the same area carries no birth date.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
// The API tests' reader of an extract: Python's zipfile and csv (`;`, BOM) read the ZIP back.
import { cabeceraCsv, filasCsv, leerZipConPython, type ContenidoZip } from '../../api/src/modules/descargas/descarga.fixture';
import { crearCentro, llamarApi, tokenDe } from './support/api-directa';
import { areaDescarga, formularioPacienteDeEtapas } from './support/dominio';
import { ADMIN } from './support/running-system';
import { signIn } from './support/sign-in';
import { usarSistemaYNavegador } from './support/sistema-y-navegador';

const COORDINADOR = { email: 'gestora.datos@registro.example', password: 'clave-coordinadora-2026' };
const LECTURA = { email: 'estadistica@registro.example', password: 'clave-lectura-2026' };
const AREA = areaDescarga('diagnostico');
/** What every extract of the area holds: a CSV per file of the area, then the metadata, the codebook and the R script. */
const FICHEROS_ZIP = [...AREA.ficheros.map((fichero) => `${fichero.nombre}.csv`), 'metadatos.csv', 'codebook.csv', 'leer-descarga.R'].sort();
const NACIMIENTOS = ['1960-05-10', '1971-09-23'];

const entorno = usarSistemaYNavegador(preparar);
/** The UPNs of the patients an extract takes by default: the active ones, not the draft. */
let enAlcance: string[];

async function preparar() {
  const admin = await tokenDe(entorno.system, ADMIN);
  const hospitalId = await crearCentro(entorno.system, admin, 'HDS01', 'Hospital de las descargas');
  await llamarApi(entorno.system, admin, 'POST', '/leucemiaUsuarios/api/usuarios', { ...COORDINADOR, nombre: 'Gestora', apellidos: 'De Datos', rol: 'COORDINADOR' });
  await llamarApi(entorno.system, admin, 'POST', '/leucemiaUsuarios/api/usuarios', { ...LECTURA, nombre: 'Analista', apellidos: 'De Estadística', rol: 'LECTURA' });
  const pacientes = [
    formularioPacienteDeEtapas(hospitalId, { fecha_nacimiento: NACIMIENTOS[0] }),
    formularioPacienteDeEtapas(hospitalId, { sexo: 'HOMBRE', fecha_nacimiento: NACIMIENTOS[1] }),
  ];
  enAlcance = [];
  for (const formulario of pacientes) enAlcance.push((await llamarApi<{ upn: string }>(entorno.system, admin, 'POST', '/leucemia/api/pacientes', formulario)).upn);
  await llamarApi(entorno.system, admin, 'POST', '/leucemia/api/pacientes', { modo: 'borrador', hospital_id: hospitalId, sexo: 'MUJER' });
}

async function abrirDescargas(usuario: { email: string; password: string }): Promise<Page> {
  const context = await entorno.browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid', acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, entorno.system.url, usuario.email, usuario.password);
  await page.waitForURL(`${entorno.system.url}/`);
  await page.getByRole('link', { name: 'Descargas' }).click();
  await page.waitForURL(`${entorno.system.url}/descargas`);
  await page.getByRole('heading', { level: 1, name: 'Descargas' }).waitFor();
  return page;
}

/** Opens «Generar» of the area: the options dialog. */
async function abrirOpciones(page: Page) {
  await page.getByRole('button', { name: `Generar ${AREA.titulo}` }).click();
  return page.getByRole('dialog', { name: `Generar descarga: ${AREA.titulo}` });
}

/**
 * Generates the extract from the open dialog, checks its progress bar showed, waits until «Mis descargas» says it is
 * ready and downloads the ZIP from there: its contents as Python reads them.
 */
async function generarYDescargar(page: Page): Promise<ContenidoZip> {
  // The extract of a few patients may run in less than a poll: a watcher records whether a progress bar ever showed.
  await page.evaluate(() => {
    const ventana = window as Window & { barraVista?: boolean };
    ventana.barraVista = false;
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"][aria-label^="Progreso de la descarga"]') !== null) ventana.barraVista = true;
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  });
  await page.getByRole('dialog').getByRole('button', { name: 'Generar' }).click();
  await page.getByText(`Descarga de «${AREA.titulo}» en cola.`).waitFor();
  await page.getByText(`La descarga «${AREA.titulo}» está lista.`).waitFor({ timeout: 60_000 });
  assert.equal(await page.evaluate(() => (window as Window & { barraVista?: boolean }).barraVista), true, 'no se vio la barra de progreso');

  const fila = page.getByRole('table', { name: 'Mis descargas' }).getByRole('row').filter({ hasText: AREA.titulo });
  await fila.getByText('Lista', { exact: true }).waitFor();
  const descarga = page.waitForEvent('download');
  await fila.getByRole('button', { name: `Descargar ${AREA.titulo}` }).click();
  const fichero = await descarga;
  assert.match(fichero.suggestedFilename(), new RegExp(`^registro-lma-${AREA.resultado}-(identificada|seudonimizada)-\\d{4}-\\d{2}-\\d{2}-\\d{6}-UTC\\.zip$`));
  const contenido = leerZipConPython(await readFile((await fichero.path()) ?? ''));
  assert.deepEqual(Object.keys(contenido).sort(), FICHEROS_ZIP);
  return contenido;
}

/** The value of one key of metadatos.csv. */
const metadato = (contenido: ContenidoZip, clave: string) => filasCsv(contenido, 'metadatos.csv').find((fila) => fila.clave === clave)?.valor;

test('la coordinadora genera el diagnóstico, ve su progreso y descarga un ZIP con una fila por paciente en el alcance', async () => {
  const page = await abrirDescargas(COORDINADOR);
  const opciones = await abrirOpciones(page);
  await opciones.getByRole('switch', { name: 'Modo seudonimizado' }).waitFor();
  assert.equal(await opciones.getByRole('switch', { name: 'Modo seudonimizado' }).isChecked(), false);
  const contenido = await generarYDescargar(page);

  const pacientes = filasCsv(contenido, 'paciente.csv');
  assert.deepEqual(pacientes.map((fila) => fila.upn).sort(), [...enAlcance].sort());
  assert.deepEqual(pacientes.map((fila) => fila.fecha_nacimiento).sort(), NACIMIENTOS);
  assert.equal(metadato(contenido, 'filas_paciente'), String(enAlcance.length));
  assert.match(metadato(contenido, 'rol') ?? '', /^COORDINADOR /);
  assert.equal(metadato(contenido, 'seudonimizado'), '0');
  const codebook = filasCsv(contenido, 'codebook.csv');
  assert.ok(codebook.some((fila) => Object.values(fila).includes('fecha_nacimiento')), 'el libro de códigos describe fecha_nacimiento');
  assert.match(String(contenido['leer-descarga.R']), /paciente\.csv/);
  await page.context().close();
});

test('el extracto de un usuario de solo lectura va seudonimizado, sin columna ni valores de fecha de nacimiento', async () => {
  const page = await abrirDescargas(LECTURA);
  const opciones = await abrirOpciones(page);
  const seudonimizado = opciones.getByRole('switch', { name: 'Modo seudonimizado' });
  assert.equal(await seudonimizado.isChecked(), true);
  assert.equal(await seudonimizado.isDisabled(), true);
  const contenido = await generarYDescargar(page);
  await page.getByRole('table', { name: 'Mis descargas' }).getByText('Seudonimizada', { exact: true }).waitFor();

  assert.equal(metadato(contenido, 'seudonimizado'), '1');
  assert.equal(filasCsv(contenido, 'paciente.csv').length, enAlcance.length);
  assert.ok(!cabeceraCsv(contenido, 'paciente.csv').includes('fecha_nacimiento'), 'paciente.csv trae fecha_nacimiento');
  assert.deepEqual(filasCsv(contenido, 'paciente.csv').map((fila) => fila.anio_nacimiento).sort(), NACIMIENTOS.map((fecha) => fecha.slice(0, 4)));
  const textos = Object.values(contenido).flatMap((valor) => (typeof valor === 'string' ? [valor] : valor.flat()));
  for (const nacimiento of NACIMIENTOS) {
    const legible = nacimiento.split('-').reverse().join('/');
    assert.ok(!textos.some((texto) => texto.includes(nacimiento) || texto.includes(legible)), `el ZIP lleva la fecha de nacimiento ${nacimiento}`);
  }
  await page.context().close();
});
