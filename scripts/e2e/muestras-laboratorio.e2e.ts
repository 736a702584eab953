// The laboratory's part of a sample's journey, in Chromium at a desktop width (1 400 px), on a sample the clinician
// registered and shipped (through the API): the scanner opens its reception, the reception is confirmed, a text file
// renamed .pdf and a PDF with JavaScript are refused while a clean report is kept, and the NGS result is entered with
// live warnings; then the clinician reads the reception and the report in the sample's life and downloads the report
// as it was uploaded. Every screen passes axe (no serious or critical violation).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
// The API's own report fixtures (pdf-lib): a clean one-page PDF, and one whose OpenAction runs JavaScript.
import { pdfConJavaScriptAlAbrir, pdfLimpio } from '../../api/src/platform/subidas/pdf.fixture';
import { comprobarAccesibilidad } from './support/accesibilidad';
import {
  CAMPOS_CONFIRMACION,
  CAMPOS_INFORME,
  CAMPOS_MUESTRA_NGS,
  CAMPOS_NGS_VARIANTE,
  MENSAJE_SOSPECHA_GERMINAL,
  MENSAJE_VAF_BAJO_LOD,
} from './support/dominio';
import {
  CLINICO,
  cicloDeVida,
  entrar,
  HOY,
  LABORATORIO,
  muestraEnviada,
  prepararRecorrido,
  RESULTADO_NGS,
  sha256,
  VARIANTE,
  type MuestraRecorrido,
  type PacienteRecorrido,
} from './support/recorrido-muestras';
import { entrada, rellenarCampo, rellenarSinPaneles } from './support/rellenar-formulario';
import { usarSistemaYNavegador } from './support/sistema-y-navegador';

const SOLO_PDF = 'Solo se admiten archivos PDF.';
const CON_JAVASCRIPT = 'El PDF contiene JavaScript y no se admite por seguridad. Genere el PDF de nuevo sin ese contenido.';

const entorno = usarSistemaYNavegador(async () => {
  paciente = await prepararRecorrido(entorno.system);
  muestra = await muestraEnviada(entorno.system, paciente);
  informe = await pdfLimpio('Informe NGS de prueba');
});
let paciente: PacienteRecorrido;
let muestra: MuestraRecorrido;
let informe: Buffer;
let laboratorio: Page;

async function subir(page: Page, nombre: string, contenido: Buffer) {
  await page.getByLabel('Archivo PDF del informe').setInputFiles({ name: nombre, mimeType: 'application/pdf', buffer: contenido });
  await page.getByRole('button', { name: 'Subir informe' }).click();
}

test('el laboratorio entra en su lista y el lector de código de barras abre la recepción de la muestra', async () => {
  laboratorio = await entrar(entorno, LABORATORIO, '/laboratorio');
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
  await comprobarAccesibilidad(laboratorio, 'Recepción de la muestra');
  await rellenarSinPaneles(laboratorio.locator('form'), CAMPOS_CONFIRMACION, { condicion: ['CORRECTA'], aceptada: 'SI' });
  await laboratorio.getByRole('button', { name: 'Confirmar recepción' }).click();

  await laboratorio.getByText('Recepción registrada: Recibida y aceptada.', { exact: true }).waitFor();
  await laboratorio.getByRole('link', { name: 'Subir informe' }).click();
  await laboratorio.waitForURL(`${entorno.system.url}/subir-informe/${muestra.muestra_id}`);
  await laboratorio.getByText('La muestra no tiene informes todavía.').waitFor();
});

test('un texto renombrado .pdf y un PDF con JavaScript se rechazan con su mensaje; un PDF válido queda en la lista', async () => {
  await rellenarSinPaneles(laboratorio.getByRole('form', { name: 'Subir informe' }), CAMPOS_INFORME, { tipo_informe: 'NGS' });

  await subir(laboratorio, 'falso.pdf', Buffer.from('Esto es texto, no un PDF.\n'));
  await laboratorio.getByRole('alert').filter({ hasText: SOLO_PDF }).first().waitFor();

  await subir(laboratorio, 'con-javascript.pdf', await pdfConJavaScriptAlAbrir());
  await laboratorio.getByRole('alert').filter({ hasText: CON_JAVASCRIPT }).first().waitFor();

  await subir(laboratorio, 'informe-ngs.pdf', informe);
  const fila = laboratorio.getByRole('row').filter({ hasText: 'informe-ngs.pdf' });
  await fila.waitFor();
  assert.match(await fila.innerText(), new RegExp(sha256(informe).slice(0, 12)));
  assert.equal(await laboratorio.getByRole('row').filter({ hasText: /falso\.pdf|con-javascript\.pdf/ }).count(), 0, 'los ficheros rechazados no quedan en la lista');
});

test('el laboratorio registra el resultado NGS con una variante', async () => {
  const estudio = laboratorio.getByRole('region', { name: 'Estudio NGS' });
  await rellenarSinPaneles(estudio, CAMPOS_MUESTRA_NGS, RESULTADO_NGS);
  await estudio.getByRole('button', { name: 'Añadir variante' }).click();
  const variante = estudio.getByRole('group', { name: 'Variante 1', exact: true });
  await rellenarSinPaneles(variante, CAMPOS_NGS_VARIANTE, VARIANTE);
  // The form warns while the value is typed, before any save: a VAF under the panel's declared limit of detection.
  const vaf = CAMPOS_NGS_VARIANTE.find((campo) => campo.name === 'vaf_pct');
  assert.ok(vaf);
  await rellenarCampo(entrada(variante, vaf), vaf, 1.5);
  await estudio.getByText(MENSAJE_VAF_BAJO_LOD).first().waitFor();
  await rellenarCampo(entrada(variante, vaf), vaf, VARIANTE.vaf_pct);
  await estudio.getByText(MENSAJE_VAF_BAJO_LOD).first().waitFor({ state: 'detached' });
  // And a VAF near 50 % in a predisposition gene, as typed, until the variant goes.
  await estudio.getByRole('button', { name: 'Añadir variante' }).click();
  await rellenarSinPaneles(estudio.getByRole('group', { name: 'Variante 2', exact: true }), CAMPOS_NGS_VARIANTE, { gen: 'RUNX1', vaf_pct: 48 });
  await estudio.getByText(MENSAJE_SOSPECHA_GERMINAL).first().waitFor();
  await estudio.getByRole('button', { name: 'Quitar variante 2' }).click();
  await estudio.getByText(MENSAJE_SOSPECHA_GERMINAL).first().waitFor({ state: 'detached' });

  const guardado = laboratorio.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/leucemia/api/pacientes/${paciente.paciente_id}/muestra-ngs`);
  await estudio.getByRole('button', { name: 'Guardar resultado NGS' }).click();
  const respuesta = await guardado;
  assert.equal(respuesta.status(), 200, await respuesta.text());
  const resultado = (await respuesta.json()) as { muestra_id: number; datos: { estado_ngs: string; ngs_variante: Record<string, unknown>[] } };
  assert.equal(resultado.muestra_id, muestra.muestra_id);
  assert.equal(resultado.datos.estado_ngs, 'CON_VARIANTES');
  assert.deepEqual(
    resultado.datos.ngs_variante.map(({ gen, hgvs_c, vaf_pct }) => ({ gen, hgvs_c, vaf_pct })),
    [{ gen: VARIANTE.gen, hgvs_c: VARIANTE.hgvs_c, vaf_pct: VARIANTE.vaf_pct }],
  );
  await laboratorio.getByText('Resultado NGS guardado.').waitFor();
  await comprobarAccesibilidad(laboratorio, 'Informes y resultado NGS');
  await laboratorio.context().close();
});

test('la clínica ve la recepción y el informe en el ciclo de vida, y descarga el informe tal como se subió', async () => {
  const clinico = await entrar(entorno, CLINICO, '/');
  await clinico.goto(`${entorno.system.url}/paciente/${paciente.paciente_id}`);
  const pasos = await cicloDeVida(clinico, muestra.codigo_muestra);
  assert.deepEqual(
    pasos.map((paso) => paso.split(' · ')[0]),
    ['Registrada', 'Hoja de envío impresa', 'Enviada', 'Recibida y aceptada', 'Informe disponible'],
  );
  const tecnico = `${LABORATORIO.nombre} ${LABORATORIO.apellidos}`;
  assert.ok(pasos[3]?.startsWith(`Recibida y aceptada · ${HOY} · ${tecnico}`), `paso de recepción: ${pasos[3]}`);
  assert.match(pasos[4] ?? '', new RegExp(`^Informe disponible · ${HOY} \\d{2}:\\d{2} · ${tecnico} · informe-ngs\\.pdf`));

  const descarga = clinico.waitForEvent('download');
  await clinico.getByRole('list', { name: `Ciclo de vida de ${muestra.codigo_muestra}` }).getByRole('button', { name: 'Descargar informe' }).click();
  const fichero = await descarga;
  assert.equal(fichero.suggestedFilename(), 'informe-ngs.pdf');
  assert.equal(sha256(readFileSync((await fichero.path()) ?? '')), sha256(informe));
});
