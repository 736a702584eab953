import { createServer } from 'node:net';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/support/browser';
import type { PaginaMedible } from './medir-pagina';

/** Lighthouse's performance score (0–100) and three of its metrics, from the median run. */
export interface PuntuacionLighthouse {
  puntuacion: number | null;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Number of runs the median was taken from. */
  veces: number;
}

function puertoLibre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const servidor = createServer();
    servidor.once('error', reject);
    servidor.listen(0, '127.0.0.1', () => {
      const direccion = servidor.address();
      servidor.close(() => (typeof direccion === 'object' && direccion ? resolve(direccion.port) : reject(new Error('Sin puerto libre.'))));
    });
  });
}

/**
 * One Lighthouse run in a browser of its own: its cache starts empty, which Lighthouse would otherwise ensure by
 * resetting storage, and that reset would also delete the session cookie of a signed-in page.
 */
async function unaPasada(url: string, pagina: Pick<PaginaMedible, 'ruta' | 'sesion'>): Promise<Result> {
  const puerto = await puertoLibre();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${puerto}`],
  });
  try {
    // Lighthouse opens its tab in the browser's default context, where these cookies go.
    if (pagina.sesion) await (await browser.newBrowserCDPSession()).send('Storage.setCookies', { cookies: [pagina.sesion] });
    const resultado = await lighthouse(
      `${url}${pagina.ruta}`,
      { port: puerto, logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
      desktopConfig,
    );
    if (!resultado) throw new Error(`Lighthouse no devolvió resultado para ${pagina.ruta}.`);
    const { lhr } = resultado;
    if (lhr.runtimeError) throw new Error(`Lighthouse en ${pagina.ruta}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // A session the page refused would score /login instead.
    const final = new URL(lhr.finalDisplayedUrl).pathname;
    if (final !== pagina.ruta) throw new Error(`Lighthouse: ${pagina.ruta} acabó en ${final}.`);
    return lhr;
  } finally {
    await browser.close();
  }
}

/**
 * Performance category with the desktop preset, `veces` runs, reported from the run Lighthouse itself calls the
 * median (closest to the median FCP and time to interactive), so one noisy run neither passes nor fails a page.
 */
export async function puntuarConLighthouse(url: string, pagina: Pick<PaginaMedible, 'ruta' | 'sesion'>, veces: number): Promise<PuntuacionLighthouse> {
  const pasadas: Result[] = [];
  for (let vez = 0; vez < veces; vez += 1) pasadas.push(await unaPasada(url, pagina));
  const mediana = computeMedianRun(pasadas);
  const metrica = (auditoria: string) => mediana.audits[auditoria]?.numericValue ?? Number.NaN;
  const puntuacion = mediana.categories.performance?.score;
  return {
    puntuacion: puntuacion === null || puntuacion === undefined ? null : Math.round(puntuacion * 100),
    fcpMs: metrica('first-contentful-paint'),
    lcpMs: metrica('largest-contentful-paint'),
    tbtMs: metrica('total-blocking-time'),
    veces,
  };
}
