import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN } from './support/running-system';
import { usarSistemaYNavegador } from './support/sistema-y-navegador';
import { llamarApi, tokenDe } from './support/api-directa';
import { signIn } from './support/sign-in';

const MUESTRAS = '/leucemia/api/muestras';
const CLINICO = { email: 'clinico.muestras@hospital-m.example', password: 'clave-clinico-m-2026' };
/** The patient's birth date: the «Hoja de envío» travels without it. */
const NACIMIENTO = { iso: '1958-04-12', texto: '12/04/1958' };

const entorno = usarSistemaYNavegador(preparar);
let clinico: Page;
let paciente: { paciente_id: number; upn: string };
let muestra: { muestra_id: number; codigo_muestra: string };

async function preparar() {
  const token = await tokenDe(entorno.system, ADMIN);
  const centro = await llamarApi<{ hospital_id: number }>(entorno.system, token, 'POST', '/leucemiaHospitales/api/hospitales', {
    codigo: 'HMU03',
    nombre: 'Hospital HMU03',
    ciudad: 'Madrid',
    comunidad_autonoma: 'MD',
  });
  await llamarApi(entorno.system, token, 'POST', '/leucemiaUsuarios/api/usuarios', {
    ...CLINICO,
    nombre: 'Clínica',
    apellidos: 'De Muestras',
    rol: 'CLINICO',
    hospitales: [centro.hospital_id],
  });
  // The patient is not what this file tests: registered complete through the API, consenting to research samples.
  paciente = await llamarApi(entorno.system, await tokenDe(entorno.system, CLINICO), 'POST', '/leucemia/api/pacientes', {
    modo: 'completo',
    hospital_id: centro.hospital_id,
    sexo: 'MUJER',
    fecha_nacimiento: NACIMIENTO.iso,
    fecha_diagnostico: '2025-01-10',
    entidad: 'LMA',
    consentimiento: 'FIRMADO',
    fecha_consentimiento: '2025-01-15',
    version_consentimiento: '3.0',
    consentimiento_muestras: 'SI',
    participa_ensayo: 'NO',
    medico_responsable: 'Dra. Alonso',
    observaciones: null,
    paciente_ensayo: [],
  });
}

async function elegir(page: Page, etiqueta: string, opcion: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${etiqueta}`) }).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

test('un clínico registra una muestra desde la ficha del paciente', async () => {
  const context = await entorno.browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid', acceptDownloads: true });
  clinico = await context.newPage();
  await signIn(clinico, entorno.system.url, CLINICO.email, CLINICO.password);
  await clinico.waitForURL(`${entorno.system.url}/`);
  await clinico.goto(`${entorno.system.url}/paciente/${paciente.paciente_id}`);
  const seccion = clinico.getByRole('region', { name: 'Muestras' });
  await seccion.getByText('Sin muestras registradas.').waitFor();
  await seccion.getByRole('link', { name: 'Registrar muestra', exact: true }).click();
  await clinico.waitForURL(`${entorno.system.url}/registrar-muestra/paciente/${paciente.paciente_id}`);
  await clinico.getByText(`UPN ${paciente.upn}`).waitFor();

  await elegir(clinico, 'Momento de la muestra', 'Diagnóstico');
  await elegir(clinico, 'Tipo de material', 'Médula ósea (aspirado)');
  await clinico.getByRole('group', { name: /^Fecha de extracción/ }).getByRole('spinbutton', { name: 'Dia' }).click();
  await clinico.keyboard.type('09012025');
  await elegir(clinico, 'Anticoagulante', 'EDTA (K2/K3)');
  await clinico.getByRole('textbox', { name: /^Nº de tubos/ }).fill('2');
  await clinico.getByRole('textbox', { name: /^Volumen total/ }).fill('5');
  await clinico.getByRole('combobox', { name: /^Estudios solicitados/ }).click();
  await clinico.getByRole('option', { name: 'Secuenciación masiva (NGS)' }).click();
  await clinico.keyboard.press('Escape');
  await elegir(clinico, 'Laboratorio de destino', 'Laboratorio de referencia de secuenciación masiva (NGS)');
  await elegir(clinico, 'Financiación del análisis', 'Grupo cooperativo (fundación del registro)');

  const alta = clinico.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === MUESTRAS);
  await clinico.getByRole('button', { name: 'Registrar muestra' }).click();
  const respuesta = await alta;
  assert.equal(respuesta.status(), 201, await respuesta.text());
  muestra = (await respuesta.json()) as typeof muestra;
  assert.match(muestra.codigo_muestra, new RegExp(`^${paciente.upn}-M001$`));
  await clinico.waitForURL(`${entorno.system.url}/registrar-muestra/${muestra.muestra_id}`);
  await clinico.getByRole('heading', { name: `Muestra ${muestra.codigo_muestra}` }).waitFor();
  await clinico.getByText('Registrada (pendiente de envío)').waitFor();
});

test('la hoja de envío lleva el código de la muestra en texto y en código de barras, sin la fecha de nacimiento', async () => {
  const descarga = clinico.waitForEvent('download');
  await clinico.getByRole('button', { name: 'Imprimir hoja de envío' }).click();
  const fichero = await descarga;
  assert.equal(fichero.suggestedFilename(), `hoja-envio-${muestra.codigo_muestra}.pdf`);
  const carpeta = mkdtempSync(path.join(tmpdir(), 'hoja-envio-'));
  const pdf = path.join(carpeta, 'hoja.pdf');
  await fichero.saveAs(pdf);

  execFileSync('pdftoppm', ['-png', '-r', '150', pdf, path.join(carpeta, 'pagina')]);
  const [imagen] = readdirSync(carpeta).filter((nombre) => nombre.startsWith('pagina') && nombre.endsWith('.png')).sort();
  assert.ok(imagen, 'pdftoppm no ha producido ninguna página');
  assert.equal(execFileSync('zbarimg', ['--raw', '-q', path.join(carpeta, imagen)], { encoding: 'utf8' }).trim(), muestra.codigo_muestra);
  const texto = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
  assert.ok(texto.includes(muestra.codigo_muestra), 'el código de la muestra debe figurar en texto');
  for (const identificador of [NACIMIENTO.iso, NACIMIENTO.texto]) assert.ok(!texto.includes(identificador), `la hoja muestra la fecha de nacimiento (${identificador})`);
  await clinico.getByText(/^Impresa el /).waitFor();
});

test('el envío se registra y la ficha del paciente muestra el ciclo de vida de la muestra', async () => {
  await clinico.getByRole('button', { name: 'Registrar envío' }).click();
  const dialogo = clinico.getByRole('dialog', { name: 'Registrar envío' });
  await dialogo.getByRole('group', { name: /^Fecha de envío/ }).getByRole('spinbutton', { name: 'Dia' }).click();
  await clinico.keyboard.type('09012025');
  const envio = clinico.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `${MUESTRAS}/${muestra.muestra_id}/estado`);
  await dialogo.getByRole('button', { name: 'Registrar envío' }).click();
  assert.equal((await envio).status(), 200);
  await clinico.getByText(`Envío de la muestra ${muestra.codigo_muestra} registrado.`).waitFor();
  await clinico.getByText('Enviada', { exact: true }).waitFor();

  await clinico.getByRole('link', { name: 'Volver al paciente' }).click();
  await clinico.waitForURL(`${entorno.system.url}/paciente/${paciente.paciente_id}`);
  const ciclo = clinico.getByRole('list', { name: `Ciclo de vida de ${muestra.codigo_muestra}` });
  await ciclo.waitFor();
  const pasos = await ciclo.getByRole('listitem').allInnerTexts();
  assert.deepEqual(
    pasos.map((paso) => paso.split(' · ')[0]),
    ['Registrada', 'Hoja de envío impresa', 'Enviada'],
  );
  assert.ok(pasos[2]?.includes('09/01/2025 · Clínica De Muestras'), `paso de envío: ${pasos[2]}`);
  await clinico.context().close();
});
