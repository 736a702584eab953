// Performance check of the clinical-stages issue: from the patient view (the patients remote already loaded), a stage
// screen shows its filled form in ≤ 300 ms, measured in Chromium against the built system (run `pnpm build` first).
// Usage: pnpm bench:etapa-screen (TEST_DATABASE_URL=postgres://… for a PostgreSQL server; BENCH_PACIENTES,
// BENCH_VECES change the defaults). Exits non-zero when a screen's median misses the target.
// The fixtures are read from shared's source: scripts does not depend on @registro-lma/shared.
import type { BrowserContext, Page } from 'playwright-core';
import { diagnosticoValido } from '@registro-lma/shared/fixtures/diagnostico/diagnostico-valido';
import { induccionIntensivaValida } from '@registro-lma/shared/fixtures/induccion/induccion-valida';
import { launchChromium } from '../e2e/support/browser';
import { signIn } from '../e2e/support/sign-in';
import { iniciarSesion, pedirApi, registrarPacienteDeEtapas } from './cliente-api';
import { percentil } from './medidas-carga';
import { cargaDeLaMaquina, salirSegun } from './proceso-carga';
import { arrancarSistemaSembrado, type SistemaSembrado } from './sistema-sembrado';

const PACIENTES = Number(process.env.BENCH_PACIENTES ?? 2_000);
const VECES = Number(process.env.BENCH_VECES ?? 10);
const OBJETIVO_MS = 300;

interface PantallaMedida {
  titulo: string;
  /** The start of the timeline entry's text. */
  enlace: string;
  /** A field of the stored record (its input's name) and the code it holds. */
  campo: string;
  valor: string;
}

/** One opening: until the frame that paints the filled form, until the DOM had it, and until the last API answer. */
interface Apertura {
  ms: number;
  domMs: number;
  redMs: number;
  /** The requests the opening made, from when to when after the click. */
  peticiones: string[];
}

const PANTALLAS: readonly PantallaMedida[] = [
  { titulo: 'Diagnóstico', enlace: '1. Diagnóstico', campo: 'ecog', valor: '1' },
  { titulo: 'Inducción', enlace: '2. Inducción', campo: 'intencion_tratamiento', valor: 'INTENSIVO' },
];

/**
 * Runs in the page: clicks the timeline entry and waits until the form is filled (the heading, the stored value in
 * its input, «Marcar como completo» enabled), checked on every DOM change so that no polling delay is measured.
 */
function abrirEnLaPagina(pantalla: PantallaMedida): Promise<Apertura> {
  return new Promise((resolve, reject) => {
    const enlace = [...document.querySelectorAll('a')].find((candidato) => candidato.textContent?.startsWith(pantalla.enlace));
    if (!enlace) return reject(new Error(`No hay enlace «${pantalla.enlace}» en la ficha.`));
    const lleno = () =>
      document.querySelector('h1')?.textContent === pantalla.titulo &&
      document.querySelector<HTMLInputElement>(`input[name="${pantalla.campo}"]`)?.value === pantalla.valor &&
      [...document.querySelectorAll('button')].some((boton) => boton.textContent === 'Marcar como completo' && !boton.disabled);
    const plazo = setTimeout(() => reject(new Error(`«${pantalla.titulo}» no mostró el formulario lleno en 10 s.`)), 10_000);
    performance.clearResourceTimings();
    const inicio = performance.now();
    const observador = new MutationObserver(() => {
      if (!lleno()) return;
      observador.disconnect();
      clearTimeout(plazo);
      const domMs = performance.now() - inicio;
      requestAnimationFrame(() => {
        const recursos = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const api = recursos.filter((recurso) => recurso.initiatorType === 'xmlhttprequest' || recurso.initiatorType === 'fetch');
        resolve({
          ms: performance.now() - inicio,
          domMs,
          redMs: Math.max(0, ...api.map((recurso) => recurso.responseEnd - inicio)),
          peticiones: recursos.map((recurso) => `${new URL(recurso.name).pathname.split('/').at(-1)} ${(recurso.startTime - inicio).toFixed(0)}–${(recurso.responseEnd - inicio).toFixed(0)} ms`),
        });
      });
    });
    observador.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    enlace.click();
  });
}

/** A clinician of the seeded system and a patient of theirs with a complete diagnosis and induction. */
async function pacienteConEtapas(sistema: SistemaSembrado): Promise<{ email: string; pacienteId: number }> {
  const clinico = sistema.usuarios.find((usuario) => usuario.rol === 'CLINICO');
  const centro = sistema.centros.find((candidato) => candidato.codigo === clinico?.codigo_centro);
  if (!clinico || !centro) throw new Error('La siembra no creó un clínico con su centro.');
  const authorization = await iniciarSesion(sistema.url, clinico.email, sistema.password);
  const pacienteId = await registrarPacienteDeEtapas(sistema.url, authorization, centro.hospital_id);
  for (const [etapa, datos] of [['diagnostico', diagnosticoValido()], ['induccion', induccionIntensivaValida()]] as const) {
    await pedirApi(sistema.url, authorization, 'PUT', `/leucemia/api/pacientes/${pacienteId}/${etapa}`, { modo: 'completo', datos });
  }
  return { email: clinico.email, pacienteId };
}

/** The patient view as a user sees it before clicking: the timeline with each stage's status. */
async function enLaFicha(page: Page): Promise<void> {
  await page.getByRole('link', { name: /^1\. Diagnóstico.*Completo/ }).waitFor();
  // The view's other reads (samples, history) end too, so they do not share the opening's time.
  await page.waitForTimeout(500);
}

async function abrirFicha(context: BrowserContext, url: string, email: string, password: string, pacienteId: number): Promise<Page> {
  // tsx (esbuild's keepNames) wraps the named functions of abrirEnLaPagina in __name, which the page lacks.
  await context.addInitScript('globalThis.__name = (funcion) => funcion;');
  const page = await context.newPage();
  await signIn(page, url, email, password);
  await page.waitForURL(`${url}/`);
  await page.goto(`${url}/paciente/${pacienteId}`);
  await enLaFicha(page);
  return page;
}

const ms = (valor: number) => `${valor.toFixed(0).padStart(4)} ms`;

function informar(pantalla: PantallaMedida, aperturas: readonly Apertura[]): boolean {
  const totales = aperturas.map((apertura) => apertura.ms).sort((a, b) => a - b);
  const cumple = percentil(totales, 0.5) <= OBJETIVO_MS;
  const [primera] = aperturas;
  console.info(
    `${pantalla.titulo.padEnd(12)} mediana ${ms(percentil(totales, 0.5))}  máx ${ms(totales.at(-1) ?? Number.NaN)}  1.ª ${ms(primera?.ms ?? Number.NaN)}` +
      `  mediana ≤ ${OBJETIVO_MS} ms: ${cumple ? 'CUMPLE' : 'NO CUMPLE'}`,
  );
  const mediana = (valores: number[]) => ms(percentil(valores.sort((a, b) => a - b), 0.5));
  const red = aperturas.map((apertura) => apertura.redMs);
  const dom = aperturas.map((apertura) => apertura.domMs);
  const peticiones = aperturas.at(-1)?.peticiones.join(', ') ?? '';
  console.info(`${''.padEnd(12)} medianas: última respuesta de la API ${mediana(red)}, formulario en el DOM ${mediana(dom)}; peticiones de la última: ${peticiones}`);
  return cumple;
}

async function main(): Promise<boolean> {
  const sistema = await arrancarSistemaSembrado(PACIENTES);
  const browser = await launchChromium();
  try {
    const { email, pacienteId } = await pacienteConEtapas(sistema);
    const context = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
    const page = await abrirFicha(context, sistema.url, email, sistema.password, pacienteId);
    console.info(`\n${VECES} aperturas por pantalla desde la ficha del paciente ${pacienteId}; carga de la máquina (${cargaDeLaMaquina()})`);
    let todas = true;
    for (const pantalla of PANTALLAS) {
      const aperturas: Apertura[] = [];
      for (let vez = 0; vez < VECES; vez += 1) {
        aperturas.push(await page.evaluate(abrirEnLaPagina, pantalla));
        await page.goBack();
        await enLaFicha(page);
      }
      todas = informar(pantalla, aperturas) && todas;
    }
    console.info(`Carga de la máquina al terminar: ${cargaDeLaMaquina()}`);
    return todas;
  } finally {
    await browser.close();
    await sistema.detener();
  }
}

salirSegun(main());
