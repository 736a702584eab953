// The outcomes panel on the seeded demo registry: a coordinator filters the adverse-risk patients, reads the OS
// median and the number at risk at 24 months, splits by a gene and downloads a curve's CSV, each checked against the
// API's own answer, clicks a gene of the OncoPrint and sees mutated against wild type, reads the accrual and completeness
// tables; a read-only statistician sees «<5» and no curve of a group under 10 patients; the header keeps
// its line at 1 400 px for an administrator.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { RIESGO_GLOBAL, type GrupoSupervivencia, type RespuestaAcumulacion, type RespuestaCompletitud, type RespuestaMutaciones, type RespuestaSupervivencia } from '@registro-lma/shared/domain';
import { arrancarSistemaSembrado, type SistemaSembrado } from '../bench/sistema-sembrado';
import { comprobarAccesibilidad } from './support/accesibilidad';
import { llamarApi, tokenDe } from './support/api-directa';
import { launchChromium } from './support/browser';
import { ANCHO_ESCRITORIO, cabeceraEnUnaLinea } from './support/cabecera';
import { ADMIN, type RunningSystem } from './support/running-system';
import { signIn } from './support/sign-in';

const PACIENTES = 500;
const LECTURA = { email: 'estadistica.panel@registro.example', password: 'clave-lectura-panel-2026' };
const SUPERVIVENCIA = '/leucemiaDescargas/api/panel/supervivencia';
const PANEL = '/leucemiaDescargas/api/panel';
const GEN = 'NPM1';
const DIAS_POR_MES = 365.25 / 12;

let sistema: SistemaSembrado;
let browser: Browser;
let coordinador: { email: string; password: string };
let coordinadora: Page;

const comoSistema = (): RunningSystem => ({ url: sistema.url }) as RunningSystem;

before(async () => {
  sistema = await arrancarSistemaSembrado(PACIENTES);
  browser = await launchChromium();
  const email = sistema.usuarios.find((usuario) => usuario.rol === 'COORDINADOR')?.email;
  assert.ok(email, 'la demostración tiene un coordinador');
  coordinador = { email, password: sistema.password };
  const admin = await tokenDe(comoSistema(), ADMIN);
  await llamarApi(comoSistema(), admin, 'POST', '/leucemiaUsuarios/api/usuarios', { ...LECTURA, nombre: 'Analista', apellidos: 'Del Panel', rol: 'LECTURA' });
});

after(async () => {
  await browser?.close();
  await sistema?.detener();
});

async function panelDe(usuario: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid', acceptDownloads: true, viewport: ANCHO_ESCRITORIO });
  const page = await context.newPage();
  await signIn(page, sistema.url, usuario.email, usuario.password);
  await page.waitForURL(/\/(\?.*)?$/);
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Panel' }).click();
  await page.waitForURL(`${sistema.url}/panel`);
  await page.getByRole('heading', { level: 1, name: 'Panel' }).waitFor();
  await page.getByRole('table', { name: 'Resumen por grupo' }).waitFor();
  return page;
}

/** The API's answer for the same user and query the screen asks. */
async function supervivenciaDe(usuario: { email: string; password: string }, consulta: Record<string, string>): Promise<RespuestaSupervivencia> {
  const token = await tokenDe(comoSistema(), usuario);
  return llamarApi<RespuestaSupervivencia>(comoSistema(), token, 'GET', `${SUPERVIVENCIA}?${new URLSearchParams(consulta).toString()}`);
}

const meses = (dias: number) => (dias / DIAS_POR_MES).toLocaleString('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function medianaEsperada(grupo: GrupoSupervivencia): string {
  if (grupo.mediana_dias === null) return 'No alcanzada';
  const limite = (dias: number | null) => (dias === null ? 'NA' : meses(dias));
  return `${meses(grupo.mediana_dias)} (${limite(grupo.mediana_li)}–${limite(grupo.mediana_ls)})`;
}

/** R's `summary(fit, times = 730.5)$n.risk`: the first listed time at or after it, 0 when none is left. */
const enRiesgoA = (grupo: GrupoSupervivencia, dias: number) => String(grupo.curva!.find((punto) => punto.t >= dias)?.n_riesgo ?? 0);

/** A group's row of a table: its cells' texts (the header cell, the group, first). */
async function fila(page: Page, tabla: string, grupo: string): Promise<string[]> {
  const celdas = page.getByRole('table', { name: tabla }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: grupo, exact: true }) }).getByRole('cell');
  return (await celdas.allInnerTexts()).map((texto) => texto.trim());
}

/** A card below the fold is drawn once it comes near the viewport: the test scrolls to it as a user does. */
async function bajarA(page: Page, titulo: string) {
  await page.getByRole('heading', { level: 2, name: titulo }).scrollIntoViewIfNeeded();
}

async function elegir(page: Page, campo: string, opciones: readonly string[]) {
  await page.getByRole('combobox', { name: campo }).click();
  for (const opcion of opciones) await page.getByRole('option', { name: opcion, exact: true }).click();
  await page.keyboard.press('Escape');
}

test('el coordinador filtra el riesgo adverso: la mediana de OS y los pacientes en riesgo a 24 meses son los del API', async () => {
  coordinadora = await panelDe(coordinador);
  await comprobarAccesibilidad(coordinadora, 'Panel');

  await elegir(coordinadora, 'Riesgo ELN 2022', ['Adverso']);
  const respuesta = coordinadora.waitForResponse((r) => r.url().includes('/panel/supervivencia') && r.url().includes('riesgo_eln=ADVERSO'));
  await coordinadora.getByRole('button', { name: 'Filtrar' }).click();
  await respuesta;
  const api = await supervivenciaDe(coordinador, { desenlace: 'OS', grupo: 'ninguno', riesgo_eln: 'ADVERSO' });
  const [todos] = api.grupos;
  assert.ok(todos?.curva, 'el API da la curva de los pacientes de riesgo adverso');

  await coordinadora.getByRole('table', { name: 'Resumen por grupo' }).getByText(medianaEsperada(todos), { exact: true }).waitFor();
  const resumen = await fila(coordinadora, 'Resumen por grupo', todos.etiqueta);
  assert.deepEqual(resumen.slice(0, 3), [String(todos.n), String(todos.eventos), medianaEsperada(todos)]);

  const cabecera = (await coordinadora.getByRole('table', { name: 'Pacientes en riesgo' }).getByRole('columnheader').allInnerTexts()).map((texto) => texto.trim());
  const columna = cabecera.indexOf('24');
  assert.ok(columna > 0, `la tabla de pacientes en riesgo tiene la columna de 24 meses (${cabecera.join(', ')})`);
  const enRiesgo = await fila(coordinadora, 'Pacientes en riesgo', todos.etiqueta);
  assert.equal(enRiesgo[columna - 1], enRiesgoA(todos, 24 * DIAS_POR_MES));
  assert.equal(enRiesgo[0], String(todos.n));
});

test(`agrupa por ${GEN} y descarga el CSV de la curva: BOM, «;», CRLF y los números del API`, async () => {
  await elegir(coordinadora, 'Agrupar por', ['Gen']);
  await elegir(coordinadora, 'Gen', [GEN]);
  const api = await supervivenciaDe(coordinador, { desenlace: 'OS', grupo: `gen:${GEN}`, riesgo_eln: 'ADVERSO' });
  assert.ok(api.grupos.length > 0, `el API agrupa por ${GEN}`);
  for (const grupo of api.grupos) await coordinadora.getByRole('table', { name: 'Resumen por grupo' }).getByRole('rowheader', { name: grupo.etiqueta, exact: true }).waitFor();

  const descarga = coordinadora.waitForEvent('download');
  await coordinadora.getByRole('button', { name: 'Descargar CSV de la curva' }).click();
  const fichero = await descarga;
  assert.equal(fichero.suggestedFilename(), `panel-os-gen-${GEN}.csv`);
  const texto = await readFile((await fichero.path())!, 'utf8');
  assert.ok(texto.startsWith('\uFEFF'), 'UTF-8 con BOM');
  const lineas = texto.slice(1).split('\r\n');
  assert.equal(lineas.pop(), '', 'cada línea acaba en CRLF');
  assert.ok(!lineas.some((linea) => linea.includes('\n')), 'sin saltos de línea sueltos');
  assert.equal(lineas[0], 'grupo;etiqueta;t_dias;n_riesgo;eventos;censurados;s;li;ls');
  const esperadas = api.grupos.flatMap((grupo) =>
    (grupo.curva ?? []).map((p) => [grupo.grupo, grupo.etiqueta, p.t, p.n_riesgo, p.eventos, p.censurados, p.s, p.li, p.ls].map((valor) => (valor === null ? '' : String(valor))).join(';')),
  );
  assert.ok(esperadas.length > 0);
  assert.deepEqual(lineas.slice(1), esperadas);
  const numeros = lineas.slice(1).flatMap((linea) => linea.split(';').slice(2).filter((celda) => celda !== '' && celda !== '<5').map(Number));
  assert.ok(numeros.every((numero) => Number.isFinite(numero)), 'los números se leen como números');

  const svg = coordinadora.waitForEvent('download');
  await coordinadora.getByRole('button', { name: 'Descargar SVG de la curva' }).click();
  const textoSvg = await readFile((await (await svg).path())!, 'utf8');
  assert.match(textoSvg, /^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  for (const grupo of api.grupos) assert.ok(textoSvg.includes(`data-series="${grupo.grupo}"`), `la figura dibuja la curva de «${grupo.etiqueta}»`);
  const png = coordinadora.waitForEvent('download');
  await coordinadora.getByRole('button', { name: 'Descargar PNG de la curva' }).click();
  const bytesPng = await readFile((await (await png).path())!);
  assert.deepEqual([...bytesPng.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'un PNG');
  assert.ok(bytesPng.length > 5000, `un PNG con la figura (${bytesPng.length} bytes)`);
  await comprobarAccesibilidad(coordinadora, 'Panel agrupado por gen');
  await coordinadora.context().close();
});

test('el coordinador pulsa un gen del OncoPrint y ve las curvas de mutados frente a no mutados; la acumulación y la completitud se dibujan con sus tablas', async () => {
  const page = await panelDe(coordinador);
  const token = await tokenDe(comoSistema(), coordinador);
  const mutaciones = await llamarApi<RespuestaMutaciones>(comoSistema(), token, 'GET', `${PANEL}/mutaciones?vus=NO`);
  const gen = mutaciones.oncoprint?.genes[0];
  assert.ok(gen, 'la demostración tiene variantes NGS que dibujar');
  await bajarA(page, 'Paisaje mutacional');
  await page.getByRole('group', { name: `OncoPrint: ${mutaciones.oncoprint!.genes.length} genes en ${mutaciones.oncoprint!.columnas.reduce((total, columna) => total + columna.pacientes, 0)} pacientes` }).waitFor();

  const curvas = page.waitForResponse((r) => r.url().includes('/panel/supervivencia') && decodeURIComponent(r.url()).includes(`grupo=gen:${gen}`));
  await page.getByRole('button', { name: `Curvas de supervivencia por ${gen}` }).click();
  await curvas;
  const api = await supervivenciaDe(coordinador, { desenlace: 'OS', grupo: `gen:${gen}` });
  assert.deepEqual(api.grupos.map((grupo) => grupo.etiqueta), [`${gen} mutado`, `${gen} no mutado`]);
  for (const grupo of api.grupos) {
    await page.getByRole('table', { name: 'Resumen por grupo' }).getByRole('rowheader', { name: grupo.etiqueta, exact: true }).waitFor();
    assert.deepEqual((await fila(page, 'Resumen por grupo', grupo.etiqueta)).slice(0, 3), [String(grupo.n), String(grupo.eventos), medianaEsperada(grupo)]);
  }

  const acumulacion = await llamarApi<RespuestaAcumulacion>(comoSistema(), token, 'GET', `${PANEL}/acumulacion`);
  await bajarA(page, 'Acumulación');
  const tarjeta = page.getByRole('region', { name: 'Acumulación' });
  for (const serie of acumulacion.series.filter((s) => s.puntos.length > 0)) await tarjeta.getByRole('figure', { name: serie.etiqueta }).waitFor();
  await tarjeta.getByRole('button', { name: 'Ver tabla' }).click();
  const filas = page.getByRole('table', { name: 'Datos de la acumulación' }).getByRole('row');
  assert.equal(await filas.count(), 1 + acumulacion.series.reduce((total, s) => total + s.puntos.length, 0));

  const completitud = await llamarApi<RespuestaCompletitud>(comoSistema(), token, 'GET', `${PANEL}/completitud`);
  await bajarA(page, 'Completitud');
  const centros = page.getByRole('table', { name: 'Completitud por centro' });
  await centros.waitFor();
  assert.equal(await centros.getByRole('row').count(), 1 + completitud.centros.length);
  const [primero] = completitud.centros;
  assert.ok(primero);
  assert.match((await fila(page, 'Completitud por centro', primero.etiqueta))[0]!, new RegExp(`^${primero.completos} / ${primero.n} `));
  await comprobarAccesibilidad(page, 'Panel con acumulación, completitud y paisaje mutacional');

  // A centre with patients lacking essential data: its link opens the worklist showing them.
  const incompleto = completitud.centros.find((centro) => centro.completos !== centro.n);
  assert.ok(incompleto, 'algún centro tiene datos esenciales pendientes');
  await centros.getByRole('link', { name: `Datos pendientes en ${incompleto.etiqueta}` }).click();
  await page.waitForURL(`${sistema.url}/calidad?regla=DATO_ESENCIAL&hospital_id=${incompleto.hospital_id}`);
  await page.getByRole('heading', { level: 1, name: 'Calidad de los datos' }).waitFor();
  assert.equal((await page.getByRole('combobox', { name: 'Problema' }).innerText()).trim(), 'Dato esencial pendiente (§3.2)');
  await page.getByRole('table', { name: 'Calidad de los datos' }).waitFor();
  await page.context().close();
});

test('la analista de solo lectura ve «<5» y ninguna curva de un grupo de menos de 10 pacientes', async () => {
  // The first risk group that leaves some centre under 10 patients and another over, as the demo's draw has them.
  let elegido: { etiqueta: string; api: RespuestaSupervivencia } | undefined;
  for (const { codigo, etiqueta } of RIESGO_GLOBAL.filter((fila) => ['ADVERSO', 'INTERMEDIO', 'FAVORABLE'].includes(fila.codigo))) {
    const api = await supervivenciaDe(LECTURA, { desenlace: 'OS', grupo: 'centro', riesgo_eln: codigo });
    if (api.grupos.some((grupo) => grupo.curva === null) && api.grupos.some((grupo) => grupo.curva !== null)) {
      elegido = { etiqueta, api };
      break;
    }
  }
  assert.ok(elegido, 'algún riesgo deja un centro con menos de 10 pacientes y otro con más');
  const { api } = elegido;
  const lectora = await panelDe(LECTURA);
  await elegir(lectora, 'Riesgo ELN 2022', [elegido.etiqueta]);
  await lectora.getByRole('button', { name: 'Filtrar' }).click();
  await elegir(lectora, 'Agrupar por', ['Centro']);
  const ocultos = api.grupos.filter((grupo) => grupo.curva === null);
  assert.ok(ocultos.every((grupo) => grupo.n === '<5' || (typeof grupo.n === 'number' && grupo.n < 10)));

  for (const grupo of api.grupos) await lectora.getByRole('table', { name: 'Resumen por grupo' }).getByRole('rowheader', { name: grupo.etiqueta, exact: true }).waitFor();
  const aviso = lectora.getByRole('alert').filter({ hasText: /^No se dibujan? .*: menos de 10 pacientes\.$/ });
  await aviso.waitFor();
  for (const grupo of ocultos) assert.ok((await aviso.innerText()).includes(`«${grupo.etiqueta}»`), `el aviso nombra «${grupo.etiqueta}»`);
  for (const grupo of api.grupos) {
    const celdas = await fila(lectora, 'Resumen por grupo', grupo.etiqueta);
    assert.deepEqual(celdas.slice(0, 2), [String(grupo.n), String(grupo.eventos)], grupo.etiqueta);
    if (grupo.curva === null) assert.equal(celdas[2], '—');
  }
  const dibujadas = await lectora.getByRole('table', { name: 'Pacientes en riesgo' }).getByRole('rowheader').allInnerTexts();
  assert.deepEqual(
    dibujadas.map((texto) => texto.trim()),
    api.grupos.filter((grupo) => grupo.curva !== null).map((grupo) => grupo.etiqueta),
  );
  if (api.grupos.some((grupo) => grupo.n === '<5' || grupo.eventos === '<5')) await lectora.getByRole('table', { name: 'Resumen por grupo' }).getByText('<5').first().waitFor();
  await comprobarAccesibilidad(lectora, 'Panel de solo lectura');
  await lectora.context().close();
});

test('el administrador, a 1 400 px, ve la cabecera con «Panel» en una línea', async () => {
  const admin = await panelDe(ADMIN);
  await cabeceraEnUnaLinea(admin);
  await admin.context().close();
});
