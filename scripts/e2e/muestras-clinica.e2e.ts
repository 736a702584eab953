// The clinician's part of a sample's journey, in Chromium at a desktop width (1 400 px): registers a sample from the
// patient page, prints a «Hoja de envío» a person and a scanner can read, records the shipment and reads the sample's
// life, and registers a trial sample at its protocol moment; an administrator finds the header on one line and the
// state chips whole. Every screen passes axe (no serious or critical violation).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
// The API's own reading of the «Hoja de envío» as a person and a scanner read it (pdftotext -bbox, pdftoppm, zbarimg).
import { areaCodigoBarras, cajaDeFrase, codigosLeidos, palabrasPagina1, seCruzan } from '../../api/src/modules/hoja-envio/hoja-envio-lectura.fixture';
import { comprobarAccesibilidad } from './support/accesibilidad';
import { cabeceraEnUnaLinea, chipEntero } from './support/cabecera';
import { buscarFila, CAMPOS_ENVIO_MUESTRA, CAMPOS_MUESTRA, ENSAYOS_DE_MUESTRA, momentosDeEnsayo, type Campo } from './support/dominio';
import { MUESTRA_DIAGNOSTICO } from './support/muestra-diagnostico';
import { CLINICO, cicloDeVida, ENSAYO, entrar, MUESTRA_ENSAYO, MUESTRAS, NACIMIENTO, prepararRecorrido, type PacienteRecorrido } from './support/recorrido-muestras';
import { rellenarSinPaneles } from './support/rellenar-formulario';
import { ADMIN } from './support/running-system';
import { usarSistemaYNavegador } from './support/sistema-y-navegador';

const REGISTRADA = 'Registrada (pendiente de envío)';

const entorno = usarSistemaYNavegador(async () => {
  paciente = await prepararRecorrido(entorno.system);
});
let paciente: PacienteRecorrido;
let clinico: Page;
let muestra: { muestra_id: number; codigo_muestra: string };
let deEnsayo: { muestra_id: number; codigo_muestra: string };

test('la clínica registra una muestra desde la ficha del paciente', async () => {
  clinico = await entrar(entorno, CLINICO, '/');
  await clinico.goto(`${entorno.system.url}/paciente/${paciente.paciente_id}`);
  const seccion = clinico.getByRole('region', { name: 'Muestras' });
  await seccion.getByText('Sin muestras registradas.').waitFor();
  await comprobarAccesibilidad(clinico, 'Ficha del paciente');
  await seccion.getByRole('link', { name: 'Registrar muestra', exact: true }).click();
  await clinico.waitForURL(`${entorno.system.url}/registrar-muestra/paciente/${paciente.paciente_id}`);
  await clinico.getByText(`UPN ${paciente.upn}`).waitFor();
  await comprobarAccesibilidad(clinico, 'Formulario de muestra');

  await rellenarSinPaneles(clinico.locator('form'), CAMPOS_MUESTRA, MUESTRA_DIAGNOSTICO);
  const alta = clinico.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === MUESTRAS);
  await clinico.getByRole('button', { name: 'Registrar muestra' }).click();
  const respuesta = await alta;
  assert.equal(respuesta.status(), 201, await respuesta.text());
  muestra = (await respuesta.json()) as typeof muestra;
  assert.equal(muestra.codigo_muestra, `${paciente.upn}-M001`);
  await clinico.waitForURL(`${entorno.system.url}/registrar-muestra/${muestra.muestra_id}`);
  await clinico.getByRole('heading', { name: `Muestra ${muestra.codigo_muestra}` }).waitFor();
  await clinico.getByText('Registrada (pendiente de envío)').waitFor();
});

test('la hoja de envío lleva el código de la muestra en texto legible, fuera de las barras, y en código de barras, sin la fecha de nacimiento', async () => {
  const descarga = clinico.waitForEvent('download');
  await clinico.getByRole('button', { name: 'Imprimir hoja de envío' }).click();
  const fichero = await descarga;
  assert.equal(fichero.suggestedFilename(), `hoja-envio-${muestra.codigo_muestra}.pdf`);
  const carpeta = mkdtempSync(path.join(tmpdir(), 'hoja-envio-'));
  const pdf = path.join(carpeta, 'hoja.pdf');
  await fichero.saveAs(pdf);

  assert.deepEqual(codigosLeidos(pdf), [`CODE-128:${muestra.codigo_muestra}`]);
  const barras = areaCodigoBarras(pdf);
  assert.ok(barras, 'no se ve ningún código de barras en la página 1');
  for (const frase of ['Código de muestra', muestra.codigo_muestra]) {
    const caja = cajaDeFrase(palabrasPagina1(pdf), frase);
    assert.ok(caja, `pdftotext no lee «${frase}» en la página 1`);
    assert.ok(!seCruzan(caja, barras), `«${frase}» queda bajo las barras del código`);
  }
  const texto = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
  assert.ok(texto.includes(muestra.codigo_muestra), 'el código de la muestra debe figurar en texto');
  for (const identificador of [NACIMIENTO.iso, NACIMIENTO.texto]) assert.ok(!texto.includes(identificador), `la hoja muestra la fecha de nacimiento (${identificador})`);
  await clinico.getByText(/^Impresa el /).waitFor();
  await comprobarAccesibilidad(clinico, 'Muestra con su hoja de envío impresa');
});

test('el envío se registra y la ficha del paciente muestra el ciclo de vida de la muestra', async () => {
  await clinico.getByRole('button', { name: 'Registrar envío' }).click();
  const dialogo = clinico.getByRole('dialog', { name: 'Registrar envío' });
  await rellenarSinPaneles(dialogo, CAMPOS_ENVIO_MUESTRA, { fecha_envio: '2025-01-09' });
  const envio = clinico.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `${MUESTRAS}/${muestra.muestra_id}/estado`);
  await dialogo.getByRole('button', { name: 'Registrar envío' }).click();
  assert.equal((await envio).status(), 200);
  await clinico.getByText(`Envío de la muestra ${muestra.codigo_muestra} registrado.`).waitFor();
  await clinico.getByText('Enviada', { exact: true }).waitFor();

  await clinico.getByRole('link', { name: 'Volver al paciente' }).click();
  await clinico.waitForURL(`${entorno.system.url}/paciente/${paciente.paciente_id}`);
  const pasos = await cicloDeVida(clinico, muestra.codigo_muestra);
  assert.deepEqual(
    pasos.map((paso) => paso.split(' · ')[0]),
    ['Registrada', 'Hoja de envío impresa', 'Enviada'],
  );
  assert.ok(pasos[2]?.includes(`09/01/2025 · ${CLINICO.nombre} ${CLINICO.apellidos}`), `paso de envío: ${pasos[2]}`);
});

test('una muestra de ensayo lleva el ensayo y el momento según su protocolo', async () => {
  await clinico.getByRole('link', { name: 'Registrar muestra de ensayo' }).click();
  await clinico.waitForURL(`${entorno.system.url}/registrar-muestra-ensayo/paciente/${paciente.paciente_id}`);
  // The protocol moments offered are the trial's own, with its labels.
  const momentos = momentosDeEnsayo(ENSAYO);
  const campos = CAMPOS_MUESTRA.map((campo): Campo => (campo.name === 'momento_ensayo' ? { ...campo, catalogo: momentos } : campo));
  await rellenarSinPaneles(clinico.locator('form'), campos, MUESTRA_ENSAYO);
  const alta = clinico.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === MUESTRAS);
  await clinico.getByRole('button', { name: 'Registrar muestra' }).click();
  const respuesta = await alta;
  assert.equal(respuesta.status(), 201, await respuesta.text());
  const registrada = (await respuesta.json()) as { muestra_id: number; codigo_muestra: string; datos: Record<string, unknown> };
  assert.equal(registrada.codigo_muestra, `${paciente.upn}-M002`);
  assert.deepEqual([registrada.datos.es_ensayo, registrada.datos.ensayo, registrada.datos.momento_ensayo], [true, ENSAYO, 'DIAG']);
  deEnsayo = registrada;

  await clinico.goto(`${entorno.system.url}/paciente/${paciente.paciente_id}`);
  const ficha = clinico.getByRole('article', { name: deEnsayo.codigo_muestra });
  await ficha.getByText(`${buscarFila(ENSAYOS_DE_MUESTRA, ENSAYO)?.etiqueta} · ${buscarFila(momentos, 'DIAG')?.etiqueta}`).waitFor();
});

test('el administrador, a 1 400 px, ve la cabecera en una línea (con «Panel») y el estado de la muestra entero', async () => {
  const admin = await entrar(entorno, ADMIN, '/');
  await admin.goto(`${entorno.system.url}/paciente/${paciente.paciente_id}`);
  const ficha = admin.getByRole('article', { name: deEnsayo.codigo_muestra });
  await chipEntero(ficha, REGISTRADA);
  await cabeceraEnUnaLinea(admin);

  await admin.goto(`${entorno.system.url}/registrar-muestra-ensayo/${deEnsayo.muestra_id}`);
  await chipEntero(admin.getByLabel('Estado de la muestra', { exact: true }), REGISTRADA);

  await admin.goto(`${entorno.system.url}/laboratorio`);
  await admin.getByRole('heading', { name: 'Muestras del laboratorio' }).waitFor();
  await chipEntero(admin.getByRole('main'), REGISTRADA);
  await admin.context().close();
});
