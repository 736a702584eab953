import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
// The API's own report fixtures (pdf-lib): a clean one-page PDF, and one whose OpenAction runs JavaScript.
import { pdfConJavaScriptAlAbrir, pdfLimpio } from '../../api/src/platform/subidas/pdf.fixture';
import { llamarApi, tokenDe } from './support/api-directa';
import { ADMIN } from './support/running-system';
import { signIn } from './support/sign-in';
import { usarSistemaYNavegador } from './support/sistema-y-navegador';

const CLINICO = { email: 'clinico@hospital-lab.example', password: 'clave-clinico-lab-2026' };
const LABORATORIO = { email: 'ngs@laboratorio.example', password: 'clave-laboratorio-2026' };
const SOLO_PDF = 'Solo se admiten archivos PDF.';
const CON_JAVASCRIPT = 'El PDF contiene JavaScript y no se admite por seguridad. Genere el PDF de nuevo sin ese contenido.';

const entorno = usarSistemaYNavegador(preparar);
let laboratorio: Page;
let clinicoToken: string;
let muestra: { muestra_id: number; codigo_muestra: string };
let valido: Buffer;

async function preparar() {
  const admin = await tokenDe(entorno.system, ADMIN);
  const centro = await llamarApi<{ hospital_id: number }>(entorno.system, admin, 'POST', '/leucemiaHospitales/api/hospitales', {
    codigo: 'HLB01',
    nombre: 'Hospital del laboratorio',
    ciudad: 'Madrid',
    comunidad_autonoma: 'MD',
  });
  await llamarApi(entorno.system, admin, 'POST', '/leucemiaUsuarios/api/usuarios', {
    ...CLINICO,
    nombre: 'Clínica',
    apellidos: 'Del Centro',
    rol: 'CLINICO',
    hospitales: [centro.hospital_id],
  });
  await llamarApi(entorno.system, admin, 'POST', '/leucemiaUsuarios/api/usuarios', {
    ...LABORATORIO,
    nombre: 'Técnico',
    apellidos: 'De Secuenciación',
    rol: 'LABORATORIO',
    laboratorios: ['LAB_NGS_REF'],
  });
  clinicoToken = await tokenDe(entorno.system, CLINICO);
  const paciente = await llamarApi<{ paciente_id: number }>(entorno.system, clinicoToken, 'POST', '/leucemia/api/pacientes', {
    modo: 'completo',
    hospital_id: centro.hospital_id,
    sexo: 'MUJER',
    fecha_nacimiento: '1958-07-20',
    fecha_diagnostico: '2025-01-10',
    entidad: 'LMA',
    consentimiento: 'FIRMADO',
    fecha_consentimiento: '2025-01-12',
    version_consentimiento: '3.0',
    consentimiento_muestras: 'NO',
    participa_ensayo: 'NO',
    medico_responsable: 'Dra. Ruiz',
    paciente_ensayo: [],
  });
  muestra = await llamarApi(entorno.system, clinicoToken, 'POST', '/leucemia/api/muestras', {
    paciente_id: paciente.paciente_id,
    datos: {
      es_ensayo: false,
      momento: 'DIAG',
      material: 'MO_ASPIRADO',
      fecha_extraccion: '2025-01-09',
      anticoagulante: 'EDTA',
      n_tubos: 2,
      volumen_ml: 5,
      estudios_solicitados: ['NGS'],
      laboratorio_destino: 'LAB_NGS_REF',
      laboratorio_economico: 'GRUPO_COOPERATIVO',
    },
  });
  valido = await pdfLimpio('Informe NGS de prueba');
}

async function subir(page: Page, nombre: string, contenido: Buffer) {
  await page.getByLabel('Archivo PDF del informe').setInputFiles({ name: nombre, mimeType: 'application/pdf', buffer: contenido });
  await page.getByRole('button', { name: 'Subir informe' }).click();
}

const sha256 = (contenido: Uint8Array) => createHash('sha256').update(contenido).digest('hex');

test('el laboratorio entra en su lista y el lector de código de barras abre la recepción de la muestra', async () => {
  const context = await entorno.browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  laboratorio = await context.newPage();
  await signIn(laboratorio, entorno.system.url, LABORATORIO.email, LABORATORIO.password);
  await laboratorio.waitForURL(`${entorno.system.url}/laboratorio`);
  await laboratorio.getByRole('heading', { name: 'Muestras del laboratorio' }).waitFor();
  await laboratorio.getByRole('link', { name: muestra.codigo_muestra }).waitFor();

  const lector = laboratorio.getByRole('textbox', { name: 'Código de muestra' });
  assert.ok(await lector.evaluate((campo) => campo === document.activeElement), 'el campo del lector tiene el foco al abrir la lista');
  await laboratorio.keyboard.type(muestra.codigo_muestra.toLowerCase());
  await laboratorio.keyboard.press('Enter');

  await laboratorio.waitForURL(`${entorno.system.url}/confirmar-muestra/${muestra.muestra_id}`);
  await laboratorio.getByRole('region', { name: 'Paciente' }).waitFor();
});

test('confirma la recepción y pasa a subir el informe', async () => {
  await laboratorio.getByRole('combobox', { name: /^Condición de la muestra/ }).click();
  await laboratorio.getByRole('option', { name: 'Correcta', exact: true }).click();
  await laboratorio.keyboard.press('Escape');
  await laboratorio.getByRole('combobox', { name: /^¿Muestra aceptada/ }).click();
  await laboratorio.getByRole('option', { name: 'Sí', exact: true }).click();
  await laboratorio.getByRole('button', { name: 'Confirmar recepción' }).click();

  await laboratorio.getByText('Recepción registrada: Recibida y aceptada.', { exact: true }).waitFor();
  await laboratorio.getByRole('link', { name: 'Subir informe' }).click();
  await laboratorio.waitForURL(`${entorno.system.url}/subir-informe/${muestra.muestra_id}`);
  await laboratorio.getByText('La muestra no tiene informes todavía.').waitFor();
});

test('un texto renombrado .pdf y un PDF con JavaScript se rechazan con su mensaje; un PDF válido queda en la lista', async () => {
  await laboratorio.getByRole('combobox', { name: /^Tipo de informe/ }).click();
  await laboratorio.getByRole('option', { name: 'NGS', exact: true }).click();

  await subir(laboratorio, 'falso.pdf', Buffer.from('Esto es texto, no un PDF.\n'));
  await laboratorio.getByRole('alert').filter({ hasText: SOLO_PDF }).first().waitFor();

  await subir(laboratorio, 'con-javascript.pdf', await pdfConJavaScriptAlAbrir());
  await laboratorio.getByRole('alert').filter({ hasText: CON_JAVASCRIPT }).first().waitFor();

  await subir(laboratorio, 'informe-ngs.pdf', valido);
  const fila = laboratorio.getByRole('row').filter({ hasText: 'informe-ngs.pdf' });
  await fila.waitFor();
  assert.match(await fila.innerText(), new RegExp(sha256(valido).slice(0, 12)));
  await laboratorio.getByText('Informada', { exact: false }).first().waitFor();
});

test('el clínico descarga el informe por la API y su SHA-256 es el del archivo subido', async () => {
  const informes = await llamarApi<{ informe_id: number; nombre_archivo: string; sha256: string }[]>(
    entorno.system,
    clinicoToken,
    'GET',
    `/leucemia/api/informes/muestra/${muestra.muestra_id}`,
  );
  assert.deepEqual(
    informes.map((informe) => informe.nombre_archivo),
    ['informe-ngs.pdf'],
  );
  const [informe] = informes;
  assert.ok(informe);
  const descarga = await fetch(`${entorno.system.url}/leucemia/api/ficheros/${informe.informe_id}`, { headers: { authorization: `Bearer ${clinicoToken}` } });
  assert.equal(descarga.status, 200);
  assert.match(descarga.headers.get('content-disposition') ?? '', /^attachment/);
  const contenido = new Uint8Array(await descarga.arrayBuffer());
  assert.equal(sha256(contenido), sha256(valido));
  assert.equal(informe.sha256, sha256(valido));
});
