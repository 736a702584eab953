// A laboratory that receives 50 tubes a morning, as a lab user with the keyboard only. How keys are counted: a scan
// is what a barcode scanner sends, the tube's code and Enter, and counts as one key press (the code's characters are
// the scanner's, not the user's); every other key pressed (Enter, Tab, Shift+Tab…) counts one. Mouse clicks are
// counted by a listener in the page: there must be none. Then a tube arrives broken: taken out of the tray to its own
// reception form with the incident. Each screen the lab works in passes axe (no serious or critical violation), and the
// notification of a reception leaves the header's buttons free.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { comprobarAccesibilidad } from './support/accesibilidad';
import { crearCentro, llamarApi, tokenDe } from './support/api-directa';
import { ANCHO_ESCRITORIO, avisoFueraDeLaCabecera } from './support/cabecera';
import { CAMPOS_CONFIRMACION } from './support/dominio';
import { rellenarSinPaneles } from './support/rellenar-formulario';
import { ADMIN } from './support/running-system';
import { signIn } from './support/sign-in';
import { usarSistemaYNavegador } from './support/sistema-y-navegador';
import { MUESTRA_DIAGNOSTICO } from './support/muestra-diagnostico';

declare global {
  /** The page's count of mouse presses, kept by an init script. */
  interface Window {
    clicsDeRaton: number;
  }
}

const MUESTRAS = '/leucemia/api/muestras';
const CLINICO = { email: 'clinico@hospital-recepcion.example', password: 'clave-clinico-recepcion-2026', nombre: 'Clínico', apellidos: 'De la Recepción' };
const LABORATORIO = { email: 'tecnico@laboratorio-recepcion.example', password: 'clave-laboratorio-recepcion-2026', nombre: 'Técnica', apellidos: 'Del Laboratorio' };
const TUBOS_EN_BLOQUE = 50;
/** The targets. */
const MAXIMO_TECLAS_UN_TUBO = 3;
const MAXIMO_TECLAS_BLOQUE = 60;


type MuestraEnviada = { muestra_id: number; codigo_muestra: string; version: number; estado: string };

const entorno = usarSistemaYNavegador(preparar);
const enviadas: MuestraEnviada[] = [];
let admin: string;

/** The tubes on their way: registered and shipped by the clinician through the API (what this file does not test). */
async function preparar() {
  admin = await tokenDe(entorno.system, ADMIN);
  const hospitalId = await crearCentro(entorno.system, admin, 'HREC1', 'Hospital de la recepción');
  await llamarApi(entorno.system, admin, 'POST', '/leucemiaUsuarios/api/usuarios', { ...CLINICO, rol: 'CLINICO', hospitales: [hospitalId] });
  await llamarApi(entorno.system, admin, 'POST', '/leucemiaUsuarios/api/usuarios', { ...LABORATORIO, rol: 'LABORATORIO', laboratorios: ['LAB_NGS_REF'] });
  const clinico = await tokenDe(entorno.system, CLINICO);
  const paciente = await llamarApi<{ paciente_id: number }>(entorno.system, clinico, 'POST', '/leucemia/api/pacientes', {
    modo: 'completo',
    hospital_id: hospitalId,
    sexo: 'HOMBRE',
    fecha_nacimiento: '1961-02-20',
    fecha_diagnostico: '2025-01-10',
    entidad: 'LMA',
    consentimiento: 'FIRMADO',
    fecha_consentimiento: '2025-01-10',
    version_consentimiento: '3.0',
    consentimiento_muestras: 'SI',
    participa_ensayo: 'NO',
    medico_responsable: 'Dr. Ruiz',
  });
  // One tube for the single reception, the bulk tray, and one that arrives broken.
  for (let indice = 0; indice < TUBOS_EN_BLOQUE + 2; indice += 1) {
    const registrada = await llamarApi<MuestraEnviada>(entorno.system, clinico, 'POST', MUESTRAS, { paciente_id: paciente.paciente_id, datos: MUESTRA_DIAGNOSTICO });
    const envio = { estado: 'ENVIADA', version: registrada.version, fecha_envio: '2025-01-09' };
    enviadas.push(await llamarApi<MuestraEnviada>(entorno.system, clinico, 'PUT', `${MUESTRAS}/${registrada.muestra_id}/estado`, envio));
  }
}

/** The keys a lab user presses, counted as this file's header says. */
class Teclado {
  pulsaciones = 0;
  constructor(private readonly page: Page) {}

  async escanear(codigo: string): Promise<void> {
    await this.page.keyboard.type(codigo);
    await this.page.keyboard.press('Enter');
    this.pulsaciones += 1;
  }

  async pulsar(tecla: string): Promise<void> {
    await this.page.keyboard.press(tecla);
    this.pulsaciones += 1;
  }
}

async function entrar(): Promise<Page> {
  const context = await entorno.browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid', viewport: ANCHO_ESCRITORIO });
  await context.addInitScript(() => {
    window.clicsDeRaton = 0;
    window.addEventListener('mousedown', () => (window.clicsDeRaton += 1), true);
  });
  const page = await context.newPage();
  await signIn(page, entorno.system.url, LABORATORIO.email, LABORATORIO.password);
  await page.waitForURL(`${entorno.system.url}/laboratorio`);
  return page;
}

const clics = (page: Page) => page.evaluate(() => window.clicsDeRaton);
const ponerClicsACero = (page: Page) => page.evaluate(() => void (window.clicsDeRaton = 0));

/** Waits until the element with the focus is the input labelled `etiqueta` (its accessible name starts so). */
async function focoEn(page: Page, etiqueta: string): Promise<void> {
  await page.waitForFunction((texto) => {
    const activo = document.activeElement;
    if (!(activo instanceof HTMLInputElement)) return false;
    const nombre = activo.labels?.[0]?.textContent ?? '';
    return nombre.trim().startsWith(texto);
  }, etiqueta);
}

async function estadoDe(muestra: MuestraEnviada): Promise<string> {
  return (await llamarApi<MuestraEnviada>(entorno.system, admin, 'GET', `${MUESTRAS}/${muestra.muestra_id}`)).estado;
}

let laboratorio: Page;

test(`un tubo normal, del escaneo a confirmado, en ≤ ${MAXIMO_TECLAS_UN_TUBO} teclas y ningún clic`, async () => {
  laboratorio = await entrar();
  await focoEn(laboratorio, 'Código de muestra');
  await ponerClicsACero(laboratorio);
  const teclado = new Teclado(laboratorio);
  const [tubo] = enviadas;
  assert.ok(tubo);

  await teclado.escanear(tubo.codigo_muestra);
  await laboratorio.waitForURL(`${entorno.system.url}/confirmar-muestra/${tubo.muestra_id}`);
  await focoEn(laboratorio, 'Nº de tubos recibidos');
  const confirmada = laboratorio.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `${MUESTRAS}/${tubo.muestra_id}/confirmacion`);
  await teclado.pulsar('Enter');
  assert.equal((await confirmada).status(), 200);
  await laboratorio.waitForURL(`${entorno.system.url}/laboratorio`);
  await focoEn(laboratorio, 'Código de muestra');

  console.info(`Un tubo: ${teclado.pulsaciones} pulsaciones, ${await clics(laboratorio)} clics.`);
  assert.equal(await estadoDe(tubo), 'RECIBIDA');
  assert.ok(teclado.pulsaciones <= MAXIMO_TECLAS_UN_TUBO, `${teclado.pulsaciones} pulsaciones`);
  assert.equal(await clics(laboratorio), 0);
});

test(`${TUBOS_EN_BLOQUE} tubos recibidos en bloque en ≤ ${MAXIMO_TECLAS_BLOQUE} teclas en total y ningún clic`, async () => {
  await ponerClicsACero(laboratorio);
  const teclado = new Teclado(laboratorio);
  const bandeja = enviadas.slice(1, TUBOS_EN_BLOQUE + 1);

  // From the worklist's scan box, the link just before it.
  await teclado.pulsar('Shift+Tab');
  await teclado.pulsar('Enter');
  await laboratorio.waitForURL(`${entorno.system.url}/laboratorio/recepcion-en-bloque`);
  await focoEn(laboratorio, 'Código de muestra');
  for (const tubo of bandeja) await teclado.escanear(tubo.codigo_muestra);
  const recibir = laboratorio.getByRole('button', { name: `Recibir ${TUBOS_EN_BLOQUE} muestras` });
  await recibir.waitFor();
  assert.equal(await laboratorio.getByRole('table', { name: 'Bandeja de recepción' }).getByRole('row').count(), TUBOS_EN_BLOQUE + 1);

  const recepcion = laboratorio.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `${MUESTRAS}/recepcion-en-bloque`);
  await teclado.pulsar('Tab');
  assert.ok(await recibir.evaluate((boton) => boton === document.activeElement), 'Tab desde el lector lleva a «Recibir»');
  await teclado.pulsar('Enter');
  const respuesta = await recepcion;
  assert.equal(respuesta.status(), 201, await respuesta.text());
  const recibidas = `Recepción registrada: ${TUBOS_EN_BLOQUE} muestras recibidas y aceptadas.`;
  await laboratorio.getByRole('status').filter({ hasText: recibidas }).waitFor();
  await avisoFueraDeLaCabecera(laboratorio, recibidas);
  await focoEn(laboratorio, 'Código de muestra');

  console.info(`${TUBOS_EN_BLOQUE} tubos en bloque: ${teclado.pulsaciones} pulsaciones, ${await clics(laboratorio)} clics.`);
  for (const tubo of bandeja) assert.equal(await estadoDe(tubo), 'RECIBIDA', tubo.codigo_muestra);
  assert.ok(teclado.pulsaciones <= MAXIMO_TECLAS_BLOQUE, `${teclado.pulsaciones} pulsaciones`);
  assert.equal(await clics(laboratorio), 0);
});

test('un tubo roto sale de la bandeja a su propio formulario con la incidencia y queda rechazado; cada pantalla pasa axe', async () => {
  const roto = enviadas[TUBOS_EN_BLOQUE + 1];
  assert.ok(roto);
  await laboratorio.goto(`${entorno.system.url}/laboratorio`);
  await laboratorio.getByRole('heading', { name: 'Muestras del laboratorio' }).waitFor();
  await laboratorio.getByRole('link', { name: /-M\d{3}$/ }).first().waitFor();
  await comprobarAccesibilidad(laboratorio, 'Lista del laboratorio');

  await laboratorio.getByRole('link', { name: 'Recepción en bloque' }).click();
  await focoEn(laboratorio, 'Código de muestra');
  await new Teclado(laboratorio).escanear(roto.codigo_muestra);
  await laboratorio.getByRole('button', { name: 'Recibir 1 muestra' }).waitFor();
  await comprobarAccesibilidad(laboratorio, 'Recepción en bloque con un tubo en la bandeja');

  await laboratorio.getByRole('button', { name: `Incidencia en ${roto.codigo_muestra}` }).click();
  const dialogo = laboratorio.getByRole('dialog', { name: `Incidencia en ${roto.codigo_muestra}` });
  await dialogo.waitFor();
  await comprobarAccesibilidad(laboratorio, 'Incidencia de recepción');
  await rellenarSinPaneles(dialogo, CAMPOS_CONFIRMACION, { condicion: ['TUBO_ROTO'], aceptada: 'NO', motivo_rechazo: 'Tubo roto en el transporte.' });
  const confirmada = laboratorio.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `${MUESTRAS}/${roto.muestra_id}/confirmacion`);
  await dialogo.getByRole('button', { name: 'Confirmar y escanear la siguiente' }).click();
  const respuesta = await confirmada;
  assert.equal(respuesta.status(), 200, await respuesta.text());
  await dialogo.waitFor({ state: 'detached' });
  await focoEn(laboratorio, 'Código de muestra');
  assert.equal(await estadoDe(roto), 'RECHAZADA');

  // The single reception screen, read back for the rejected tube.
  await laboratorio.goto(`${entorno.system.url}/confirmar-muestra/${roto.muestra_id}`);
  await laboratorio.getByRole('region', { name: 'Paciente' }).waitFor();
  const motivo = laboratorio.getByRole('textbox', { name: /^Motivo del rechazo/ });
  await motivo.waitFor();
  assert.equal(await motivo.inputValue(), 'Tubo roto en el transporte.');
  await comprobarAccesibilidad(laboratorio, 'Recepción de una muestra');
  await laboratorio.context().close();
});
