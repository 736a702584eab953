// How heavy the pages everyone opens are, on the built system as `pnpm start` serves it (run `pnpm build` first):
// /login, the patient list at / for a signed-in user, and the registry's panel at /panel. For each, on a first visit with the browser cache
// disabled: JavaScript requests, gzip -9 and wire bytes, the same page as one ordinary bundle without Module
// Federation, and Lighthouse's desktop performance score. Usage: pnpm bench:peso (BENCH_LIGHTHOUSE_RUNS, default 3).
// Exits non-zero when a target of objetivos-paginas.ts is missed or a page could not be measured.
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../e2e/support/browser';
import { ADMIN, startSystem, type RunningSystem } from '../e2e/support/running-system';
import { compilarSinFederacion } from './bundle-sin-federacion';
import { servirSinFederacion } from './bundle-sin-federacion-routes';
import { iniciarSesion, pedirApi, registrarPacienteDeEtapas } from './cliente-api';
import { cookieDeSesion, type CookieSesion } from './cookie-sesion';
import { puntuarConLighthouse, type PuntuacionLighthouse } from './lighthouse-puntuacion';
import { medirPagina, type PaginaMedible, type PesoJs } from './medir-pagina';
import { filasDeObjetivos, formatearKB, razonFederacion, RUTAS_MEDIDAS, tablaDeObjetivos, type CifrasPagina, type RutaMedida } from './objetivos-paginas';
import { salirSegun } from './proceso-carga';

/** Lighthouse varies by several points between runs on a shared 2-core machine: its median run of 3 is steadier. */
const VECES_LIGHTHOUSE = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Enough rows for the list to be a list; its weight does not depend on how many. */
const PACIENTES = 5;

/**
 * The admin's home is the patient list (host/src/routes/route-table.ts: `/` → patients/Inicio, which ADMIN sees
 * with every centre), so the admin's session is the signed-in visit; a centre and a few patients give it rows.
 */
async function sesionConPacientes(sistema: RunningSystem): Promise<CookieSesion> {
  const authorization = await iniciarSesion(sistema.url, ADMIN.email, ADMIN.password);
  const { datos: centro } = await pedirApi<{ hospital_id: number }>(sistema.url, authorization, 'POST', '/leucemiaHospitales/api/hospitales', {
    codigo: 'HBP01',
    nombre: 'Hospital del banco de pruebas',
    ciudad: 'Madrid',
    comunidad_autonoma: 'MD',
  });
  for (let vez = 0; vez < PACIENTES; vez += 1) await registrarPacienteDeEtapas(sistema.url, authorization, centro.hospital_id);
  return cookieDeSesion(sistema.url, authorization);
}

function paginas(sesion: CookieSesion): Record<RutaMedida, PaginaMedible> {
  return {
    '/login': { ruta: '/login', lista: (page: Page) => page.getByRole('button', { name: 'Entrar' }).waitFor() },
    // A patient's UPN link is in a row of the list once its first page has arrived.
    '/': { ruta: '/', sesion, lista: (page: Page) => page.getByRole('row').getByRole('link', { name: /^LMA-\d+$/ }).first().waitFor() },
    // The outcomes card is shown and no card is still loading.
    '/panel': {
      ruta: '/panel',
      sesion,
      lista: async (page: Page) => {
        await page.getByRole('heading', { name: 'Supervivencia' }).first().waitFor();
        await page.waitForFunction(() => document.querySelector('[role="progressbar"]') === null);
      },
    },
  };
}

/** `medir` on each page in turn (never two at once: timings and Lighthouse depend on the CPU). */
async function porPagina<T>(medir: (ruta: RutaMedida) => Promise<T>): Promise<Record<RutaMedida, T>> {
  const medidas: Partial<Record<RutaMedida, T>> = {};
  for (const ruta of RUTAS_MEDIDAS) medidas[ruta] = await medir(ruta);
  return medidas as Record<RutaMedida, T>;
}

/** A measurement, or null once the reason it failed is printed: one broken page must not hide the other's figures. */
async function oNulo<T>(que: string, medir: () => Promise<T>): Promise<T | null> {
  try {
    return await medir();
  } catch (error) {
    console.error(`✘ ${que}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/** Each page's JavaScript on the running system, or (with `carpeta`) as the plain bundle in that folder. */
async function pesar(sistema: RunningSystem, porRuta: Record<RutaMedida, PaginaMedible>, carpeta?: string): Promise<Record<RutaMedida, PesoJs | null>> {
  const variante = carpeta === undefined ? 'federada' : 'sin federación';
  const servir = carpeta === undefined ? undefined : (context: BrowserContext) => servirSinFederacion(context, sistema.url, carpeta);
  const browser = await launchChromium();
  try {
    const medir = (ruta: RutaMedida) => oNulo(`${ruta} ${variante}`, () => medirPagina(browser, sistema.url, porRuta[ruta], servir));
    return await porPagina(medir);
  } finally {
    await browser.close();
  }
}

const linea = (peso: PesoJs | null) =>
  peso === null
    ? 'sin medida'
    : `${String(peso.peticiones).padStart(3)} JS, ${formatearKB(peso.bytes).padStart(10)} sin comprimir, ` +
      `${formatearKB(peso.gzip).padStart(9)} gzip -9, ${formatearKB(peso.red).padStart(10)} por la red`;

const segundos = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

interface MedidasPagina {
  federada: PesoJs | null;
  sinFederacion: PesoJs | null;
  lighthouse: PuntuacionLighthouse | null;
}

function informar(ruta: RutaMedida, { federada, sinFederacion, lighthouse }: MedidasPagina): CifrasPagina {
  const cifras = {
    peticionesJs: federada?.peticiones ?? null,
    gzipJs: federada?.gzip ?? null,
    gzipJsSinFederacion: sinFederacion?.gzip ?? null,
    lighthouse: lighthouse?.puntuacion ?? null,
  };
  console.info(`\n${ruta}`);
  console.info(`  federada        ${linea(federada)}`);
  // The route serves the bundle's files as they are: its wire bytes say nothing about the server's compression.
  console.info(`  sin federación  ${linea(sinFederacion)} (servido por el banco sin comprimir)`);
  console.info(`  federada / sin federación (gzip -9): ${razonFederacion(cifras)?.toFixed(3) ?? 'sin medida'}`);
  console.info(
    lighthouse === null
      ? '  Lighthouse: sin medida'
      : `  Lighthouse (escritorio, mediana de ${lighthouse.veces}): rendimiento ${lighthouse.puntuacion ?? '—'}; ` +
          `FCP ${segundos(lighthouse.fcpMs)}, LCP ${segundos(lighthouse.lcpMs)}, TBT ${lighthouse.tbtMs.toFixed(0)} ms`,
  );
  return cifras;
}

async function main(): Promise<boolean> {
  if (!Number.isInteger(VECES_LIGHTHOUSE) || VECES_LIGHTHOUSE < 1) throw new Error('BENCH_LIGHTHOUSE_RUNS debe ser un entero ≥ 1.');
  // Bytes do not depend on the CPU, so the plain bundle compiles while the federated pages are measured.
  const compilacion = compilarSinFederacion();
  // Awaited below; without this, a build failing during start-up would end the process before it is reported.
  compilacion.catch(() => {});
  try {
    const sistema = await startSystem();
    try {
      const porRuta = paginas(await sesionConPacientes(sistema));
      const federadas = await pesar(sistema, porRuta);
      const bundle = await oNulo('bundle sin federación', () => compilacion);
      const sinFederacion = bundle === null ? await porPagina(async () => null) : await pesar(sistema, porRuta, bundle.carpeta);
      // Lighthouse last and alone on the machine, as its timings depend on the CPU; and only on pages that showed,
      // since it checks just the URL and would score an error screen.
      const puntuar = (ruta: RutaMedida) =>
        oNulo(`Lighthouse ${ruta}`, () => {
          if (federadas[ruta] === null) throw new Error('no se mide: la página no se mostró.');
          return puntuarConLighthouse(sistema.url, porRuta[ruta], VECES_LIGHTHOUSE);
        });
      const lighthouse = await porPagina(puntuar);
      const medidas = (ruta: RutaMedida) => ({ federada: federadas[ruta], sinFederacion: sinFederacion[ruta], lighthouse: lighthouse[ruta] });
      const cifras = await porPagina(async (ruta) => informar(ruta, medidas(ruta)));
      const filas = filasDeObjetivos(cifras);
      console.info(`\nObjetivos (KB = 1000 bytes; JS = suma del gzip -9 de cada fichero, visita federada):\n${tablaDeObjetivos(filas)}`);
      return filas.every((fila) => fila.cumple);
    } finally {
      await sistema.stop();
    }
  } finally {
    await compilacion.then((bundle) => bundle.borrar(), () => {});
  }
}

salirSegun(main());
