// The journey of a sample with the users who do each part, each signed in in their own browser at a desktop
// width (1 400 px): the clinician registers and ships it, the laboratory receives it, attaches the report and enters
// the NGS result, the clinician reads its life and downloads the report, the biobank stores aliquots of the sample it
// chooses by its code, the coordinator reaches each record from the patient page and reads the history, and the
// biobank destroys the aliquots once the patient withdraws. An administrator finds the header on one line and the
// state chips whole. Every screen passes axe (no serious or critical violation).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
// The API's own reading of the «Hoja de envío» as a person and a scanner read it (pdftotext -bbox, pdftoppm, zbarimg).
import { areaCodigoBarras, cajaDeFrase, codigosLeidos, palabrasPagina1, seCruzan } from '../../api/src/modules/hoja-envio/hoja-envio-lectura.fixture';
// The API's own report fixtures (pdf-lib): a clean one-page PDF, and one whose OpenAction runs JavaScript.
import { pdfConJavaScriptAlAbrir, pdfLimpio } from '../../api/src/platform/subidas/pdf.fixture';
import { comprobarAccesibilidad } from './support/accesibilidad';
import { crearCentro, llamarApi, tokenDe } from './support/api-directa';
import { ANCHO_ESCRITORIO, avisoFueraDeLaCabecera, cabeceraEnUnaLinea, chipEntero } from './support/cabecera';
import {
  bloqueoDeMuestras,
  buscarFila,
  CAMPOS_BAJA_ALICUOTA,
  CAMPOS_BIOBANCO,
  CAMPOS_CONFIRMACION,
  CAMPOS_ENVIO_MUESTRA,
  CAMPOS_ESTADO_PACIENTE,
  CAMPOS_INFORME,
  CAMPOS_MUESTRA,
  CAMPOS_MUESTRA_NGS,
  CAMPOS_NGS_VARIANTE,
  ENSAYOS_DE_MUESTRA,
  MENSAJE_SOSPECHA_GERMINAL,
  MENSAJE_VAF_BAJO_LOD,
  MENSAJE_VERIFIQUE_CONSENTIMIENTO,
  momentosDeEnsayo,
  type Campo,
} from './support/dominio';
import { entrada, rellenarCampo, rellenarSinPaneles } from './support/rellenar-formulario';
import { ADMIN } from './support/running-system';
import { signIn } from './support/sign-in';
import { usarSistemaYNavegador } from './support/sistema-y-navegador';
import { MUESTRA_DIAGNOSTICO } from './support/muestra-diagnostico';

const MUESTRAS = '/leucemia/api/muestras';
const CLINICO = { email: 'clinica@hospital-recorrido.example', password: 'clave-clinico-rec-2026', nombre: 'Clínica', apellidos: 'Del Recorrido' };
const LABORATORIO = { email: 'ngs@laboratorio-recorrido.example', password: 'clave-laboratorio-rec-2026', nombre: 'Técnico', apellidos: 'De Secuenciación' };
const BIOBANCO = { email: 'biobanco@recorrido.example', password: 'clave-biobanco-rec-2026', nombre: 'Técnica', apellidos: 'Del Biobanco' };
const COORDINADOR = { email: 'coordinacion@recorrido.example', password: 'clave-coordinacion-rec-2026', nombre: 'Coordinadora', apellidos: 'Del Registro' };
const REGISTRADA = 'Registrada (pendiente de envío)';
const SOLO_PDF = 'Solo se admiten archivos PDF.';
const CON_JAVASCRIPT = 'El PDF contiene JavaScript y no se admite por seguridad. Genere el PDF de nuevo sin ese contenido.';
/** The patient's birth date: the «Hoja de envío» travels without it. */
const NACIMIENTO = { iso: '1958-04-12', texto: '12/04/1958' };
const ENSAYO = 'LMA_FLOW';

const MUESTRA_ENSAYO = {
  ensayo: ENSAYO,
  momento_ensayo: 'DIAG',
  material: 'SP',
  fecha_extraccion: '2025-01-09',
  anticoagulante: 'EDTA',
  n_tubos: 1,
  volumen_ml: 4,
  estudios_solicitados: ['CMF_DIAGNOSTICO'],
  laboratorio_destino: 'LAB_CMF_REF',
  laboratorio_economico: 'PROMOTOR_ENSAYO',
};
const RESULTADO_NGS = { fecha_informe: '2025-01-20', panel_nombre: 'Mieloide 50 genes', genes_estudiados: ['NPM1', 'FLT3'], lod_vaf_pct: 2, estado_ngs: 'CON_VARIANTES' };
const VARIANTE = { gen: 'NPM1', hgvs_c: 'c.860_863dup', tipo_variante: 'FRAMESHIFT', vaf_pct: 35, clasificacion: 'PATOGENICA' };
const ALICUOTAS = {
  codigo_biobanco: 'BC-2025-0042',
  fecha_entrada: '2025-01-21',
  tipo_alicuota: 'PELLET_SECO',
  n_alicuotas: 4,
  temperatura_almacenamiento: 'MENOS_80',
  ubicacion: 'Congelador 3 / rack B / caja 12 / A4',
  consentimiento_verificado: true,
  estado_alicuota: 'DISPONIBLE',
};

/** Today as the users (Madrid) read it: the reception's default date and the report's stamp. */
const HOY = new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

const entorno = usarSistemaYNavegador(preparar);
let clinico: Page;
let laboratorio: Page;
let biobanco: Page;
let paciente: { paciente_id: number; upn: string };
let muestra: { muestra_id: number; codigo_muestra: string };
let deEnsayo: { muestra_id: number; codigo_muestra: string };
let entradaBiobanco: string;
let informe: Buffer;

async function preparar() {
  const admin = await tokenDe(entorno.system, ADMIN);
  const hospitalId = await crearCentro(entorno.system, admin, 'HRC01', 'Hospital del recorrido');
  const usuarios = [
    { ...CLINICO, rol: 'CLINICO', hospitales: [hospitalId] },
    { ...LABORATORIO, rol: 'LABORATORIO', laboratorios: ['LAB_NGS_REF'] },
    { ...BIOBANCO, rol: 'BIOBANCO', biolabs: ['BIOBANCO_CENTRAL'] },
    { ...COORDINADOR, rol: 'COORDINADOR' },
  ];
  for (const usuario of usuarios) await llamarApi(entorno.system, admin, 'POST', '/leucemiaUsuarios/api/usuarios', usuario);
  // The patient is not what this file tests: registered complete through the API, consenting to research samples
  // and included in a trial.
  paciente = await llamarApi(entorno.system, await tokenDe(entorno.system, CLINICO), 'POST', '/leucemia/api/pacientes', {
    modo: 'completo',
    hospital_id: hospitalId,
    sexo: 'MUJER',
    fecha_nacimiento: NACIMIENTO.iso,
    fecha_diagnostico: '2025-01-10',
    entidad: 'LMA',
    consentimiento: 'FIRMADO',
    fecha_consentimiento: '2025-01-15',
    version_consentimiento: '3.0',
    consentimiento_muestras: 'SI',
    participa_ensayo: 'SI',
    medico_responsable: 'Dra. Alonso',
    paciente_ensayo: [{ ensayo: ENSAYO, codigo_paciente_ensayo: 'FLOW-017', fecha_inclusion: '2025-01-16' }],
  });
  informe = await pdfLimpio('Informe NGS de prueba');
}

async function entrar(usuario: { email: string; password: string }, inicio: string): Promise<Page> {
  const context = await entorno.browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid', acceptDownloads: true, viewport: ANCHO_ESCRITORIO });
  const page = await context.newPage();
  await signIn(page, entorno.system.url, usuario.email, usuario.password);
  await page.waitForURL(`${entorno.system.url}${inicio}`);
  return page;
}

const sha256 = (contenido: Uint8Array) => createHash('sha256').update(contenido).digest('hex');

/** The steps of a sample's life on the patient view, oldest first. */
async function cicloDeVida(page: Page, codigo: string): Promise<string[]> {
  const ciclo = page.getByRole('list', { name: `Ciclo de vida de ${codigo}` });
  await ciclo.waitFor();
  return ciclo.getByRole('listitem').allInnerTexts();
}

async function subir(page: Page, nombre: string, contenido: Buffer) {
  await page.getByLabel('Archivo PDF del informe').setInputFiles({ name: nombre, mimeType: 'application/pdf', buffer: contenido });
  await page.getByRole('button', { name: 'Subir informe' }).click();
}

test('la clínica registra una muestra desde la ficha del paciente', async () => {
  clinico = await entrar(CLINICO, '/');
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
  const admin = await entrar(ADMIN, '/');
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

test('el laboratorio entra en su lista y el lector de código de barras abre la recepción de la muestra', async () => {
  laboratorio = await entrar(LABORATORIO, '/laboratorio');
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
  await clinico.reload();
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

test('el biobanco abre una entrada por el UPN, elige la muestra de origen por su código y registra las alícuotas', async () => {
  biobanco = await entrar(BIOBANCO, '/biobanco');
  await biobanco.getByRole('heading', { level: 1, name: 'Biobanco' }).waitFor();
  await biobanco.getByText('No hay alícuotas pendientes de destruir o anonimizar.').waitFor();
  await comprobarAccesibilidad(biobanco, 'Lista del biobanco');

  const nueva = biobanco.getByRole('form', { name: 'Nueva entrada en el biobanco' });
  await nueva.getByRole('textbox', { name: 'UPN del paciente' }).fill(paciente.upn.toLowerCase());
  await nueva.getByRole('button', { name: 'Registrar entrada' }).click();
  await biobanco.waitForURL(`${entorno.system.url}/biobanco/${paciente.upn}/nuevo`);
  await biobanco.getByRole('heading', { name: `Nueva entrada en el biobanco · ${paciente.upn}` }).waitFor();
  const formulario = biobanco.locator('form');
  const origen = CAMPOS_BIOBANCO.find((campo) => campo.name === 'muestra_id');
  assert.ok(origen);
  // The source sample is chosen by its tube code, never by its database number (§0.4).
  const lista = formulario.getByRole('combobox', { name: new RegExp(`^${origen.label}`) });
  await lista.click();
  const opciones = biobanco.getByRole('listbox');
  assert.deepEqual(
    (await opciones.getByRole('option').allInnerTexts()).map((opcion) => opcion.split(' · ')[0] ?? '').filter((codigo) => codigo.startsWith(paciente.upn)).sort(),
    [muestra.codigo_muestra, deEnsayo.codigo_muestra],
  );
  await opciones.getByRole('option', { name: new RegExp(`^${muestra.codigo_muestra}`) }).click();
  // Gone from the page, not only hidden while it fades out.
  await biobanco.locator('[role="listbox"]').waitFor({ state: 'detached' });
  assert.ok(((await lista.textContent()) ?? '').startsWith(muestra.codigo_muestra), `muestra de origen: ${await lista.textContent()}`);
  await comprobarAccesibilidad(biobanco, 'Formulario de biobanco');
  // Left untouched, «Consentimiento verificado» says what to do (§5.5), not the generic «obligatorio».
  const { consentimiento_verificado, ...sinConsentimiento } = ALICUOTAS;
  await rellenarSinPaneles(formulario, CAMPOS_BIOBANCO, sinConsentimiento);
  await biobanco.getByRole('button', { name: 'Registrar entrada' }).click();
  await formulario.getByText(MENSAJE_VERIFIQUE_CONSENTIMIENTO).first().waitFor();
  await rellenarSinPaneles(formulario, CAMPOS_BIOBANCO, { consentimiento_verificado });

  const alta = biobanco.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/leucemia/api/biobanco/${paciente.upn}`);
  await biobanco.getByRole('button', { name: 'Registrar entrada' }).click();
  const respuesta = await alta;
  assert.equal(respuesta.status(), 201, await respuesta.text());
  const registro = (await respuesta.json()) as { identificador: string; codigo_muestra: string | null };
  assert.equal(registro.codigo_muestra, muestra.codigo_muestra);
  entradaBiobanco = registro.identificador;
  await avisoFueraDeLaCabecera(biobanco, `Entrada ${registro.identificador} registrada en el biobanco.`);
  await biobanco.waitForURL(`${entorno.system.url}/biobanco`);
  const fila = biobanco.getByRole('table', { name: 'Registros de biobanco' }).getByRole('row').filter({ hasText: registro.identificador });
  await fila.waitFor();
  for (const celda of [muestra.codigo_muestra, ALICUOTAS.codigo_biobanco, ALICUOTAS.ubicacion, 'Disponible']) await fila.getByRole('cell', { name: celda, exact: true }).waitFor();
});

test('la coordinación llega desde la ficha del paciente a los informes, al resultado NGS y al biobanco, y lee el historial', async () => {
  const coordinacion = await entrar(COORDINADOR, '/');
  const ficha = `${entorno.system.url}/paciente/${paciente.paciente_id}`;
  await coordinacion.goto(ficha);
  const tarjeta = coordinacion.getByRole('article', { name: muestra.codigo_muestra });
  await tarjeta.getByRole('link', { name: `Informes y resultado NGS de ${muestra.codigo_muestra}` }).click();
  await coordinacion.waitForURL(`${entorno.system.url}/subir-informe/${muestra.muestra_id}`);
  await coordinacion.getByRole('row').filter({ hasText: 'informe-ngs.pdf' }).waitFor();
  const ngs = coordinacion.getByRole('region', { name: 'Estudio NGS' });
  await ngs.waitFor();
  // Shown as text or in a read-only input, the variant the laboratory entered is there.
  await coordinacion.waitForFunction(
    ([region, hgvs]) => region !== null && (region.textContent?.includes(hgvs) || [...region.querySelectorAll('input')].some((campo) => campo.value === hgvs)),
    [await ngs.elementHandle(), VARIANTE.hgvs_c] as const,
  );
  assert.equal(await coordinacion.getByRole('button', { name: 'Subir informe' }).count(), 0, 'la coordinación lee, no sube');
  await comprobarAccesibilidad(coordinacion, 'Informes y resultado NGS (lectura)');

  await coordinacion.goto(ficha);
  await coordinacion.getByRole('list', { name: `Ciclo de vida de ${muestra.codigo_muestra}` }).getByRole('link').first().click();
  await coordinacion.waitForURL(new RegExp(`/biobanco/${paciente.upn}/\\d+$`));
  await coordinacion.getByText(entradaBiobanco).first().waitFor();
  await comprobarAccesibilidad(coordinacion, 'Registro de biobanco (lectura)');

  await coordinacion.goto(ficha);
  const historial = coordinacion.getByRole('region', { name: 'Historial de cambios' });
  // The reception, as the form names it, and the aliquots' place, as typed.
  await historial.getByRole('row').filter({ hasText: 'Estado de la muestra' }).filter({ hasText: 'Recibida y aceptada' }).first().waitFor();
  await historial.getByRole('cell', { name: ALICUOTAS.ubicacion, exact: true }).first().waitFor();
  assert.equal(await historial.getByText(/"[a-z_]+":/).count(), 0, 'el historial no muestra JSON');
  await comprobarAccesibilidad(coordinacion, 'Ficha del paciente con su historial');
  await coordinacion.context().close();
});

test('retirado el paciente, el biobanco ve sus alícuotas entre las que destruir y registra su destrucción', async () => {
  await clinico.getByRole('button', { name: 'Cambiar estado' }).click();
  const dialogo = clinico.getByRole('dialog', { name: 'Cambiar estado del paciente' });
  await rellenarSinPaneles(dialogo, CAMPOS_ESTADO_PACIENTE, { estado: 'RETIRADO', estado_motivo: 'Revoca el consentimiento informado.' });
  await dialogo.getByRole('button', { name: 'Cambiar estado' }).click();
  await clinico.getByText('Estado del paciente actualizado.').waitFor();
  await clinico.context().close();

  await biobanco.reload();
  const retiradas = biobanco.getByRole('table', { name: 'Alícuotas a destruir o anonimizar' });
  const fila = retiradas.getByRole('row').filter({ hasText: paciente.upn });
  await fila.waitFor();
  const identificador = (await fila.getByRole('cell').first().innerText()).trim();
  await fila.getByRole('button', { name: `Destruir o anonimizar ${identificador}` }).click();
  const baja = biobanco.getByRole('dialog', { name: `Destruir o anonimizar ${identificador}` });
  await rellenarSinPaneles(baja, CAMPOS_BAJA_ALICUOTA, { estado_alicuota: 'DESTRUIDA', motivo: 'Revocación del consentimiento.' });
  await baja.getByRole('button', { name: 'Registrar' }).click();
  await biobanco.getByText(`Destrucción de las alícuotas de ${identificador} registrada.`).waitFor();

  await biobanco.getByText('No hay alícuotas pendientes de destruir o anonimizar.').waitFor();
  const registro = biobanco.getByRole('table', { name: 'Registros de biobanco' }).getByRole('row').filter({ hasText: identificador });
  await registro.getByRole('cell', { name: 'Destruida', exact: true }).waitFor();

  // A new entry for the withdrawn patient is refused as soon as the patient is read, before anything is typed.
  await biobanco.goto(`${entorno.system.url}/biobanco/${paciente.upn}/nuevo`);
  await biobanco.getByText(bloqueoDeMuestras('RETIRADO') ?? 'G18', { exact: true }).waitFor();
  assert.equal(await biobanco.getByRole('button', { name: 'Registrar entrada' }).count(), 0);
  await biobanco.context().close();
});
